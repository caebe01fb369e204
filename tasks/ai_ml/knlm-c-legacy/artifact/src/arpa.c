#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "knlm.h"
#include "util.h"

/* Export the model in ARPA format.  Interpolated KN is written the usual way: every stored
   k-gram gets its full interpolated probability, every k-gram that is also a history gets the
   weight D * N1+(h .) / sum that the model gives to the level below. */

const char *vocab_word(int id);

static int cmp_len(const void *a, const void *b) {
    const entry_t *x = *(entry_t *const *)a, *y = *(entry_t *const *)b;
    if (x->key.len != y->key.len) return x->key.len - y->key.len;
    for (int i = 0; i < x->key.len; i++)
        if (x->key.w[i] != y->key.w[i]) return x->key.w[i] - y->key.w[i];
    return 0;
}

static int is_ngram(const entry_t *e) {
    if (e->key.len == 0) return 0;
    return (e->key.len == knlm_order) ? e->count > 0 : e->cont > 0;
}

static double backoff_weight(const ngram_t *h) {
    entry_t *e = table_get(&knlm_table, h, 0);
    if (!e || e->ctx_sum == 0) return 1.0;
    return knlm_discount * e->ctx_types / e->ctx_sum;
}

int write_arpa(const char *path) {
    FILE *f = xfopen(path, "w");
    entry_t **all = xmalloc(sizeof(entry_t *) * (knlm_table.n + 1));
    size_t m = 0;
    long per_order[KNLM_MAX_ORDER + 1] = {0};
    for (size_t i = 0; i < knlm_table.cap; i++) {
        entry_t *e = &knlm_table.slots[i];
        if (e->used && is_ngram(e)) {
            all[m++] = e;
            per_order[e->key.len]++;
        }
    }
    qsort(all, m, sizeof *all, cmp_len);
    fprintf(f, "\n\\data\\\n");
    for (int k = 1; k <= knlm_order; k++) fprintf(f, "ngram %d=%ld\n", k, per_order[k]);
    int cur = 0;
    for (size_t i = 0; i < m; i++) {
        const ngram_t *g = &all[i]->key;
        if (g->len != cur) {
            cur = g->len;
            fprintf(f, "\n\\%d-grams:\n", cur);
        }
        double p = kn_prob(g->w, g->len - 1, g->w[g->len - 1]);
        fprintf(f, "%.6f", log10(p));
        for (int j = 0; j < g->len; j++) fprintf(f, "%c%s", j ? ' ' : '\t', vocab_word(g->w[j]));
        if (g->len < knlm_order) fprintf(f, "\t%.6f", log10(backoff_weight(g)));
        fputc('\n', f);
    }
    fprintf(f, "\n\\end\\\n");
    free(all);
    fclose(f);
    return 0;
}
