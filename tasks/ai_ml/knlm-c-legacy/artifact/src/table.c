#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include "knlm.h"

static unsigned long hash_ngram(const ngram_t *g) {
    unsigned long h = 1469598103934665603UL ^ (unsigned long)g->len;
    for (int i = 0; i < g->len; i++) {
        h ^= (unsigned long)(unsigned int)g->w[i];
        h *= 1099511628211UL;
        h ^= h >> 29;
    }
    return h;
}

static int same(const ngram_t *a, const ngram_t *b) {
    if (a->len != b->len) return 0;
    for (int i = 0; i < a->len; i++)
        if (a->w[i] != b->w[i]) return 0;
    return 1;
}

void table_init(table_t *t, size_t cap) {
    t->slots = calloc(cap, sizeof(entry_t));
    if (!t->slots) { perror("calloc"); exit(1); }
    t->cap = cap;
    t->n = 0;
}

static void grow(table_t *t) {
    table_t bigger;
    table_init(&bigger, t->cap * 2);
    for (size_t i = 0; i < t->cap; i++) {
        if (!t->slots[i].used) continue;
        entry_t *e = table_get(&bigger, &t->slots[i].key, 1);
        *e = t->slots[i];
    }
    free(t->slots);
    *t = bigger;
}

entry_t *table_get(table_t *t, const ngram_t *g, int create) {
    if (create && 2 * (t->n + 1) > t->cap) grow(t);
    size_t i = hash_ngram(g) & (t->cap - 1);
    while (t->slots[i].used) {
        if (same(&t->slots[i].key, g)) return &t->slots[i];
        i = (i + 1) & (t->cap - 1);
    }
    if (!create) return NULL;
    memset(&t->slots[i], 0, sizeof(entry_t));
    t->slots[i].used = 1;
    t->slots[i].key = *g;
    t->n++;
    return &t->slots[i];
}
