/*
 * cachesim -- trace-driven simulator of cache replacement policies.
 *
 * usage: cachesim -p POLICY -c CAPACITY TRACE
 * prints one line: policy, capacity, requests, hits, misses, hit ratio.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "sim.h"

static struct policy *policies[] = {
    &policy_fifo, &policy_lru, &policy_clock, &policy_tclock, NULL
};

static void usage(void)
{
    fprintf(stderr, "usage: cachesim -p fifo|lru|clock|tclock -c CAPACITY TRACE\n");
    exit(2);
}

int main(int argc, char **argv)
{
    struct policy *pol = NULL;
    struct trace tr;
    int capacity = 0, opt, i;
    long r;

    while ((opt = getopt(argc, argv, "p:c:")) != -1) {
        switch (opt) {
        case 'p':
            for (i = 0; policies[i]; i++)
                if (strcmp(policies[i]->name, optarg) == 0)
                    pol = policies[i];
            if (!pol) {
                fprintf(stderr, "cachesim: unknown policy '%s'\n", optarg);
                usage();
            }
            break;
        case 'c':
            capacity = atoi(optarg);
            break;
        default:
            usage();
        }
    }
    if (!pol || capacity <= 0 || optind != argc - 1)
        usage();
    if (trace_load(argv[optind], &tr) != 0)
        return 1;

    n_hits = n_misses = n_evictions = 0;
    pol->init(capacity, tr.max_key);
    for (r = 0; r < tr.n; r++)
        pol->access(tr.keys[r]);
    pol->fini();

    printf("policy=%s capacity=%d requests=%ld hits=%ld misses=%ld hit_ratio=%.4f\n",
           pol->name, capacity, tr.n, n_hits, n_misses,
           tr.n ? (double)n_hits / tr.n : 0.0);
    trace_free(&tr);
    return 0;
}
