#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "knlm.h"
#include "util.h"

int read_sentence(FILE *f, int *ids, int max, int create, long *oov);

/* Per-line scores: line number, scored tokens, OOV words, log10 probability, perplexity.
   Used for the error analysis in docs/EXPERIMENTS.md (not for Table 1). */
int score_lines(const char *test, const char *out) {
    FILE *f = xfopen(test, "r");
    FILE *o = xfopen(out, "w");
    int ids[4096];
    int n;
    long line = 0;
    fprintf(o, "line\ttokens\toov\tlog10prob\tppl\n");
    while ((n = read_sentence(f, ids, 4096, 0, NULL)) >= 0) {
        double lp = 0.0;
        long tokens = 0, oov = 0;
        line++;
        for (int i = knlm_order - 1; i < n; i++) {
            if (ids[i] == KNLM_UNK) {
                oov++;
                continue;
            }
            lp += log(kn_prob(ids + i - knlm_order + 1, knlm_order - 1, ids[i]));
            tokens++;
        }
        fprintf(o, "%ld\t%ld\t%ld\t%.6f\t%.4f\n", line, tokens, oov, lp / log(10.0),
                tokens ? exp(-lp / tokens) : 0.0);
    }
    fclose(f);
    fclose(o);
    return 0;
}
