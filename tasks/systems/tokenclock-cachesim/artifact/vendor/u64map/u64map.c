/*
 * u64map.c -- see u64map.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "u64map.h"

static void *xcalloc(size_t n, size_t sz)
{
    void *p = calloc(n ? n : 1, sz);

    if (!p) {
        fprintf(stderr, "u64map: out of memory (%zu x %zu bytes)\n", n, sz);
        abort();
    }
    return p;
}

/* 64-bit finaliser (a xor-shift-multiply mix); spreads sequential ids well */
static size_t mix64(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return (size_t)x;
}

static void alloc_table(struct u64map *m, size_t cap)
{
    m->keys = xcalloc(cap, sizeof *m->keys);
    m->vals = xcalloc(cap, sizeof *m->vals);
    m->mask = cap - 1;
    m->size = 0;
    m->grow_at = cap / 10 * 7;
    if (m->grow_at == 0)
        m->grow_at = 1;
}

void u64map_init(struct u64map *m, size_t expected)
{
    size_t cap = 16;

    while (cap / 10 * 7 <= expected)
        cap <<= 1;
    alloc_table(m, cap);
}

void u64map_free(struct u64map *m)
{
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

void u64map_clear(struct u64map *m)
{
    memset(m->keys, 0, (m->mask + 1) * sizeof *m->keys);
    m->size = 0;
}

static size_t find_slot(const struct u64map *m, uint64_t stored)
{
    size_t i = mix64(stored) & m->mask;

    while (m->keys[i] != U64MAP_EMPTY && m->keys[i] != stored)
        i = (i + 1) & m->mask;
    return i;
}

int32_t u64map_get(const struct u64map *m, uint64_t key)
{
    size_t i;

    if (key == UINT64_MAX)
        return -1;
    i = find_slot(m, key + 1);
    return m->keys[i] == U64MAP_EMPTY ? -1 : m->vals[i];
}

static void grow(struct u64map *m)
{
    uint64_t *old_keys = m->keys;
    int32_t *old_vals = m->vals;
    size_t old_cap = m->mask + 1, i, j;

    alloc_table(m, old_cap * 2);
    for (i = 0; i < old_cap; i++) {
        if (old_keys[i] == U64MAP_EMPTY)
            continue;
        j = find_slot(m, old_keys[i]);
        m->keys[j] = old_keys[i];
        m->vals[j] = old_vals[i];
        m->size++;
    }
    free(old_keys);
    free(old_vals);
}

int u64map_put(struct u64map *m, uint64_t key, int32_t val)
{
    size_t i;

    if (key == UINT64_MAX)
        return -1;
    i = find_slot(m, key + 1);
    if (m->keys[i] == U64MAP_EMPTY) {
        if (m->size + 1 >= m->grow_at) {
            grow(m);
            i = find_slot(m, key + 1);
        }
        m->keys[i] = key + 1;
        m->size++;
    }
    m->vals[i] = val;
    return 0;
}

int u64map_del(struct u64map *m, uint64_t key)
{
    size_t i, j, home;

    if (key == UINT64_MAX)
        return 0;
    i = find_slot(m, key + 1);
    if (m->keys[i] == U64MAP_EMPTY)
        return 0;
    /* backward-shift: pull later members of the probe run into the hole */
    j = i;
    for (;;) {
        j = (j + 1) & m->mask;
        if (m->keys[j] == U64MAP_EMPTY)
            break;
        home = mix64(m->keys[j]) & m->mask;
        /* can the entry at j move to the hole at i?  only if its home is not in (i, j] */
        if ((j > i && (home <= i || home > j)) || (j < i && (home <= i && home > j))) {
            m->keys[i] = m->keys[j];
            m->vals[i] = m->vals[j];
            i = j;
        }
    }
    m->keys[i] = U64MAP_EMPTY;
    m->size--;
    return 1;
}

int u64map_next(const struct u64map *m, size_t *iter, uint64_t *key, int32_t *val)
{
    while (*iter <= m->mask) {
        size_t i = (*iter)++;

        if (m->keys[i] != U64MAP_EMPTY) {
            if (key)
                *key = m->keys[i] - 1;
            if (val)
                *val = m->vals[i];
            return 1;
        }
    }
    return 0;
}
