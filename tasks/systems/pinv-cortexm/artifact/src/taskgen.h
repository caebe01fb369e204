#ifndef KESTREL_TASKGEN_H
#define KESTREL_TASKGEN_H
#include <stdint.h>
#include "config.h"

#define NO_RES 0xFFu

/* A periodic task: every job runs `pre` ticks, then `cs` ticks holding
 * resource `res`, then `post` ticks.  Priority = index after generation
 * (0 is the highest; rate-monotonic order). */
struct task {
    uint32_t period;
    uint32_t phase;
    uint32_t wcet;
    uint32_t pre, cs, post;
    uint8_t res;
};

struct taskset {
    uint32_t n;
    uint32_t nres;
    struct task t[MAX_TASKS];
    uint32_t ceiling[MAX_RES];   /* highest (numerically lowest) user priority */
};

void taskgen(struct taskset *ts, const struct config *c);
void taskset_print(const struct taskset *ts);
#endif
