/* stats.h -- one result line per (policy, capacity) run. */
#ifndef STATS_H
#define STATS_H

#include "sim.h"

struct result {
    const char *policy;
    const char *trace;
    int capacity;
    long requests;          /* counted requests (after the warm-up) */
    long hits, misses, evictions, rejected;
    double seconds;
};

void stats_reset(void);
void stats_collect(struct result *r);
void stats_print_header(void);
void stats_print(const struct result *r);

#endif
