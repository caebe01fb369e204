/* memtable.c - a classic skiplist; single writer, no concurrency */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "memtable.h"
#include "util.h"

static mt_node *node_new(int height, uint32_t vs)
{
    mt_node *n = xcalloc(1, sizeof *n + (size_t)height * sizeof(mt_node *));
    n->value = xcalloc(vs ? vs : 1, 1);
    return n;
}

memtable *memtable_new(uint32_t value_size)
{
    memtable *m = xcalloc(1, sizeof *m);
    m->value_size = value_size;
    m->head = node_new(MT_MAX_HEIGHT, 0);
    m->height = 1;
    m->rng = 0x2545F4914F6CDD1DULL;
    return m;
}

void memtable_free(memtable *m)
{
    mt_node *n, *nx;
    if (!m)
        return;
    for (n = m->head; n; n = nx) {
        nx = n->next[0];
        free(n->value);
        free(n);
    }
    free(m);
}

static int random_height(memtable *m)
{
    int h = 1;
    /* xorshift64; p = 1/4 per level */
    m->rng ^= m->rng << 13;
    m->rng ^= m->rng >> 7;
    m->rng ^= m->rng << 17;
    uint64_t r = m->rng;
    while (h < MT_MAX_HEIGHT && (r & 3) == 0) {
        h++;
        r >>= 2;
    }
    return h;
}

static mt_node *find_ge(const memtable *m, uint64_t key, mt_node **prev)
{
    mt_node *x = m->head;
    for (int lvl = m->height - 1; lvl >= 0; lvl--) {
        while (x->next[lvl] && x->next[lvl]->key < key)
            x = x->next[lvl];
        if (prev)
            prev[lvl] = x;
    }
    return x->next[0];
}

void memtable_put(memtable *m, uint64_t key, int tombstone, const unsigned char *value)
{
    mt_node *prev[MT_MAX_HEIGHT];
    mt_node *x = find_ge(m, key, prev);

    if (x && x->key == key) {
        x->flag = tombstone ? 1 : 0;
        if (tombstone || !value)
            memset(x->value, 0, m->value_size);
        else
            memcpy(x->value, value, m->value_size);
        return;
    }
    int h = random_height(m);
    if (h > m->height) {
        for (int i = m->height; i < h; i++)
            prev[i] = m->head;
        m->height = h;
    }
    x = node_new(h, m->value_size);
    x->key = key;
    x->flag = tombstone ? 1 : 0;
    if (!tombstone && value)
        memcpy(x->value, value, m->value_size);
    for (int i = 0; i < h; i++) {
        x->next[i] = prev[i]->next[i];
        prev[i]->next[i] = x;
    }
    m->count++;
    m->bytes += sizeof *x + (size_t)h * sizeof(mt_node *) + m->value_size;
}

int memtable_get(const memtable *m, uint64_t key, unsigned char *out)
{
    const mt_node *x = find_ge(m, key, NULL);
    if (!x || x->key != key)
        return 0;
    if (x->flag)
        return 2;
    if (out)
        memcpy(out, x->value, m->value_size);
    return 1;
}

void mt_iter_init(mt_iter *it, const memtable *m)
{
    it->m = m;
    it->cur = m->head->next[0];
}

int mt_iter_valid(const mt_iter *it)
{
    return it->cur != NULL;
}

void mt_iter_next(mt_iter *it)
{
    if (it->cur)
        it->cur = it->cur->next[0];
}

void mt_iter_seek(mt_iter *it, uint64_t key)
{
    it->cur = find_ge(it->m, key, NULL);
}
