#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "knlm.h"

int read_sentence(FILE *f, int *ids, int max, int create, long *oov);

/* P(w | hist) with interpolated absolute discounting over Kneser-Ney continuation counts. */
double kn_prob(const int *hist, int hlen, int w) {
    double lower = (hlen == 0) ? 1.0 / knlm_vocab_size : kn_prob(hist + 1, hlen - 1, w);
    ngram_t h, g;
    h.len = hlen;
    g.len = hlen + 1;
    for (int i = 0; i < hlen; i++) h.w[i] = g.w[i] = hist[i];
    g.w[hlen] = w;
    entry_t *he = table_get(&knlm_table, &h, 0);
    if (!he || he->ctx_sum == 0) return lower;
    entry_t *ge = table_get(&knlm_table, &g, 0);
    long c = 0;
    if (ge) c = (g.len == knlm_order) ? ge->count : ge->cont;
    double d = knlm_discount;
    double p = (c > d ? c - d : 0.0) / he->ctx_sum;
    return p + d * he->ctx_types / he->ctx_sum * lower;
}

int eval_corpus(const char *path, double *log_sum, long *tokens, long *oov) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); return -1; }
    int ids[4096];
    int n;
    *log_sum = 0.0;
    *tokens = 0;
    *oov = 0;
    while ((n = read_sentence(f, ids, 4096, 0, oov)) >= 0) {
        for (int i = knlm_order - 1; i < n; i++) {
            if (ids[i] == KNLM_UNK) continue; /* OOV words are not scored */
            *log_sum += log(kn_prob(ids + i - knlm_order + 1, knlm_order - 1, ids[i]));
            (*tokens)++;
        }
    }
    fclose(f);
    return 0;
}
