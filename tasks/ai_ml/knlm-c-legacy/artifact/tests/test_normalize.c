/* The model must be a distribution: for every history, P(w | h) summed over the predictable
   vocabulary (every id but <s>) is 1.  Checked on tests/tiny.txt for orders 1..5 and a few
   discounts, on seen and unseen histories. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "knlm.h"

static int failures = 0;

static double total(const int *hist, int hlen) {
    double s = 0.0;
    for (int w = 0; w < vocab_count(); w++) {
        if (w == KNLM_BOS) continue;
        s += kn_prob(hist, hlen, w);
    }
    return s;
}

static void check_history(const int *hist, int hlen, const char *what) {
    double s = total(hist, hlen);
    if (fabs(s - 1.0) > 1e-9) {
        fprintf(stderr, "order %d discount %.2f, %s history: sum P = %.12f\n", knlm_order,
                knlm_discount, what, s);
        failures++;
    }
}

int main(int argc, char **argv) {
    const char *train = argc > 1 ? argv[1] : "tests/tiny.txt";
    const double discounts[] = {0.1, 0.5, 0.75, 0.9};
    for (int order = 1; order <= 5; order++) {
        for (int k = 0; k < 4; k++) {
            knlm_order = order;
            knlm_discount = discounts[k];
            table_init(&knlm_table, 1 << 10);
            count_corpus(train);
            int h = order - 1;
            int seen[KNLM_MAX_ORDER], unseen[KNLM_MAX_ORDER], bos[KNLM_MAX_ORDER];
            for (int i = 0; i < h; i++) {
                seen[i] = vocab_id(i % 2 ? "lo" : "ka", 0);
                unseen[i] = vocab_id(i % 2 ? "qu" : "ju", 0);
                bos[i] = KNLM_BOS;
            }
            check_history(seen, h, "seen");
            check_history(unseen, h, "unseen");
            check_history(bos, h, "sentence-initial");
            free(knlm_table.slots);
        }
    }
    if (failures) {
        fprintf(stderr, "test_normalize: %d failure(s)\n", failures);
        return 1;
    }
    puts("test_normalize: ok");
    return 0;
}
