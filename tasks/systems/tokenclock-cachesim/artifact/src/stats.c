/*
 * stats.c -- counters and the output formats ([output] format):
 *
 *   line  policy=lru capacity=500 requests=100000 hits=... misses=... hit_ratio=0.3306
 *         (the format run_table.sh and the 2012 scripts parse)
 *   csv   trace,policy,capacity,requests,hits,misses,evictions,rejected,hit_ratio,seconds
 *   json  one object per line
 */
#include <stdio.h>
#include "config.h"
#include "stats.h"

void stats_reset(void)
{
    n_hits = n_misses = n_evictions = n_rejected = 0;
}

void stats_collect(struct result *r)
{
    r->hits = n_hits;
    r->misses = n_misses;
    r->evictions = n_evictions;
    r->rejected = n_rejected;
    r->requests = n_hits + n_misses;
}

static double ratio(const struct result *r)
{
    return r->requests ? (double)r->hits / r->requests : 0.0;
}

void stats_print_header(void)
{
    if (conf.output == OUT_CSV)
        printf("trace,policy,capacity,requests,hits,misses,evictions,rejected,hit_ratio,seconds\n");
}

void stats_print(const struct result *r)
{
    switch (conf.output) {
    case OUT_CSV:
        printf("%s,%s,%d,%ld,%ld,%ld,%ld,%ld,%.6f,%.3f\n", r->trace, r->policy, r->capacity,
               r->requests, r->hits, r->misses, r->evictions, r->rejected, ratio(r), r->seconds);
        break;
    case OUT_JSON:
        printf("{\"trace\": \"%s\", \"policy\": \"%s\", \"capacity\": %d, \"requests\": %ld, "
               "\"hits\": %ld, \"misses\": %ld, \"evictions\": %ld, \"rejected\": %ld, "
               "\"hit_ratio\": %.6f, \"seconds\": %.3f}\n", r->trace, r->policy, r->capacity,
               r->requests, r->hits, r->misses, r->evictions, r->rejected, ratio(r), r->seconds);
        break;
    default:
        printf("policy=%s capacity=%d requests=%ld hits=%ld misses=%ld hit_ratio=%.4f\n",
               r->policy, r->capacity, r->requests, r->hits, r->misses, ratio(r));
    }
}
