#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include "knlm.h"

/* Read one sentence per line into ids: (order-1) x <s>, the words, </s>. */
int read_sentence(FILE *f, int *ids, int max, int create, long *oov) {
    static char line[LINE_MAX];
    if (!fgets(line, sizeof line, f)) return -1;
    int n = 0;
    for (int i = 0; i < knlm_order - 1; i++) ids[n++] = KNLM_BOS;
    for (char *tok = strtok(line, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
        if (n >= max - 1) break;
        int id = vocab_id(tok, create);
        if (id == KNLM_UNK && oov) (*oov)++;
        ids[n++] = id;
    }
    ids[n++] = KNLM_EOS;
    return n;
}

static ngram_t slice(const int *w, int len) {
    ngram_t g;
    g.len = len;
    for (int i = 0; i < len; i++) g.w[i] = w[i];
    return g;
}

/* Count highest-order n-grams, then derive continuation counts and history statistics. */
long count_corpus(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); exit(1); }
    int ids[4096];
    long tokens = 0;
    int n;
    while ((n = read_sentence(f, ids, 4096, 1, NULL)) >= 0) {
        for (int i = knlm_order - 1; i < n; i++) {
            ngram_t g = slice(ids + i - knlm_order + 1, knlm_order);
            table_get(&knlm_table, &g, 1)->count++;
            tokens++;
        }
    }
    fclose(f);
    knlm_vocab_size = vocab_count() - 1; /* every id but <s> can be predicted */

    /* continuation counts, from the highest order down: each distinct k-gram adds one to
       the count of its (k-1)-suffix.  Snapshot keys first: the table grows meanwhile. */
    for (int k = knlm_order; k >= 2; k--) {
        size_t m = 0, cap = knlm_table.cap;
        ngram_t *keys = malloc(sizeof(ngram_t) * knlm_table.n);
        for (size_t i = 0; i < cap; i++) {
            entry_t *e = &knlm_table.slots[i];
            if (e->used && e->key.len == k && (k == knlm_order ? e->count > 0 : e->cont > 0)) keys[m++] = e->key;
        }
        for (size_t i = 0; i < m; i++) {
            ngram_t s = slice(keys[i].w + 1, k - 1);
            table_get(&knlm_table, &s, 1)->cont++;
        }
        free(keys);
    }
    /* history statistics: a k-gram's (k-1)-prefix collects its count (highest order) or
       its continuation count (lower orders) and one distinct type */
    size_t m = 0, cap = knlm_table.cap;
    ngram_t *keys = malloc(sizeof(ngram_t) * knlm_table.n);
    long *vals = malloc(sizeof(long) * knlm_table.n);
    for (size_t i = 0; i < cap; i++) {
        entry_t *e = &knlm_table.slots[i];
        if (!e->used) continue;
        long v = (e->key.len == knlm_order) ? e->count : e->cont;
        if (v > 0) { keys[m] = e->key; vals[m++] = v; }
    }
    for (size_t i = 0; i < m; i++) {
        ngram_t h = slice(keys[i].w, keys[i].len - 1);
        entry_t *e = table_get(&knlm_table, &h, 1);
        e->ctx_sum += vals[i];
        e->ctx_types++;
    }
    free(keys);
    free(vals);
    return tokens;
}
