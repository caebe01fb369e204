/*
 * store.c - versioned hash table.  Last-writer-wins on the client-assigned
 * version; equal versions are ignored (they are the same write).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/hash.h"
#include "store.h"

int kvq_store_init(kvq_store *s, size_t cap)
{
    size_t c = 64;
    while (c < cap)
        c <<= 1;
    s->slots = calloc(c, sizeof(kvq_entry));
    if (!s->slots)
        return -1;
    s->cap = c;
    s->count = 0;
    s->bytes = 0;
    return 0;
}

void kvq_store_free(kvq_store *s)
{
    size_t i;
    for (i = 0; i < s->cap; i++) {
        free(s->slots[i].key);
        free(s->slots[i].val);
    }
    free(s->slots);
    memset(s, 0, sizeof(*s));
}

static size_t find_slot(const kvq_entry *slots, size_t cap, const char *key, uint16_t klen)
{
    size_t i = (size_t)kvq_fnv1a(key, klen) & (cap - 1);
    while (slots[i].key) {
        if (slots[i].klen == klen && memcmp(slots[i].key, key, klen) == 0)
            return i;
        i = (i + 1) & (cap - 1);
    }
    return i;
}

static int grow(kvq_store *s)
{
    size_t ncap = s->cap * 2, i;
    kvq_entry *ns = calloc(ncap, sizeof(kvq_entry));
    if (!ns)
        return -1;
    for (i = 0; i < s->cap; i++) {
        if (s->slots[i].key) {
            size_t j = find_slot(ns, ncap, s->slots[i].key, s->slots[i].klen);
            ns[j] = s->slots[i];
        }
    }
    free(s->slots);
    s->slots = ns;
    s->cap = ncap;
    return 0;
}

const kvq_entry *kvq_store_get(const kvq_store *s, const char *key, uint16_t klen)
{
    size_t i = find_slot(s->slots, s->cap, key, klen);
    return s->slots[i].key ? &s->slots[i] : NULL;
}

int kvq_store_put(kvq_store *s, const char *key, uint16_t klen, uint64_t version,
                  const char *val, uint32_t vlen)
{
    size_t i;
    kvq_entry *e;
    char *nv;

    if ((s->count + 1) * 4 > s->cap * 3 && grow(s) < 0)
        return -1;
    i = find_slot(s->slots, s->cap, key, klen);
    e = &s->slots[i];
    if (e->key && version <= e->version)
        return 0;
    nv = malloc(vlen ? vlen : 1);
    if (!nv)
        return -1;
    memcpy(nv, val, vlen);
    if (!e->key) {
        e->key = malloc(klen);
        if (!e->key) {
            free(nv);
            return -1;
        }
        memcpy(e->key, key, klen);
        e->klen = klen;
        s->count++;
        s->bytes += klen;
    } else {
        s->bytes -= e->vlen;
        free(e->val);
    }
    e->val = nv;
    e->vlen = vlen;
    e->version = version;
    s->bytes += vlen;
    return 1;
}

/*
 * digest = XOR over entries of fnv1a(key '\0' decimal(version) '\0' value)
 */
uint64_t kvq_store_digest(const kvq_store *s)
{
    uint64_t d = 0;
    size_t i;
    char vbuf[32];
    for (i = 0; i < s->cap; i++) {
        const kvq_entry *e = &s->slots[i];
        uint64_t h;
        int n;
        if (!e->key)
            continue;
        n = snprintf(vbuf, sizeof(vbuf), "%llu", (unsigned long long)e->version);
        h = kvq_fnv1a(e->key, e->klen);
        h = kvq_fnv1a_cont(h, "", 1);
        h = kvq_fnv1a_cont(h, vbuf, (size_t)n);
        h = kvq_fnv1a_cont(h, "", 1);
        h = kvq_fnv1a_cont(h, e->val, e->vlen);
        d ^= h;
    }
    return d;
}

void kvq_store_foreach(const kvq_store *s, kvq_store_iter fn, void *user)
{
    size_t i;
    for (i = 0; i < s->cap; i++)
        if (s->slots[i].key)
            fn(&s->slots[i], user);
}
