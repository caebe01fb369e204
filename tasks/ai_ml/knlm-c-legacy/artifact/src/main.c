#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "knlm.h"
#include "util.h"

static void usage(void) {
    fprintf(stderr, "usage: knlm --train FILE --test FILE [--order N] [--discount D]\n"
                    "            [--arpa OUT.arpa] [--per-line OUT.tsv] [--verbose]\n");
    exit(2);
}

int main(int argc, char **argv) {
    const char *train = NULL, *test = NULL, *arpa = NULL, *per_line = NULL;
    int verbose = 0;
    knlm_order = 3;
    knlm_discount = 0.75;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--train") && i + 1 < argc) train = argv[++i];
        else if (!strcmp(argv[i], "--test") && i + 1 < argc) test = argv[++i];
        else if (!strcmp(argv[i], "--order") && i + 1 < argc) knlm_order = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--discount") && i + 1 < argc) knlm_discount = atof(argv[++i]);
        else if (!strcmp(argv[i], "--arpa") && i + 1 < argc) arpa = argv[++i];
        else if (!strcmp(argv[i], "--per-line") && i + 1 < argc) per_line = argv[++i];
        else if (!strcmp(argv[i], "--verbose")) verbose = 1;
        else if (!strcmp(argv[i], "--version")) { puts("knlm 0.9"); return 0; }
        else usage();
    }
    if (!train || !test || knlm_order < 1 || knlm_order > KNLM_MAX_ORDER) usage();
    table_init(&knlm_table, 1 << 16);
    double t0 = wall_seconds();
    long n_train = count_corpus(train);
    if (verbose) fprintf(stderr, "counted %ld training tokens, %zu table entries in %.2f s\n",
                         n_train, knlm_table.n, wall_seconds() - t0);
    double log_sum;
    long tokens, oov;
    if (eval_corpus(test, &log_sum, &tokens, &oov) != 0) return 1;
    printf("order=%d discount=%.2f train_tokens=%ld vocab=%d ngrams=%zu test_tokens=%ld oov=%ld ppl=%.4f\n",
           knlm_order, knlm_discount, n_train, knlm_vocab_size, knlm_table.n, tokens, oov,
           exp(-log_sum / tokens));
    if (arpa && write_arpa(arpa) != 0) return 1;
    if (per_line && score_lines(test, per_line) != 0) return 1;
    return 0;
}
