#ifndef KESTREL_SCHED_H
#define KESTREL_SCHED_H
#include <stdint.h>
#include "config.h"
#include "taskgen.h"

#define IDLE 0xFFu

enum stage { ST_PRE = 0, ST_CS = 1, ST_POST = 2, ST_DONE = 3 };

struct job {
    uint8_t active;
    uint8_t waiting;     /* blocked on t->res */
    uint8_t holding;     /* holds t->res */
    uint8_t stage;
    uint32_t left;       /* ticks left in the current stage */
    uint32_t release;
    uint32_t deadline;
    uint32_t inv;        /* inversion ticks of this job so far */
};

struct task_stats {
    uint32_t released, completed, misses, skipped;
    uint32_t inv_total, inv_max, resp_max, ran;
};

struct run_result {
    enum proto proto;
    struct task_stats ts[MAX_TASKS];
    uint32_t idle;
    uint32_t ctx_switches;
    uint32_t trace_hash;
};

/* Effective priority of job i under the protocol (protocol.c). */
uint32_t proto_eff_prio(enum proto p, const struct taskset *ts,
                        const struct job *jobs, uint32_t i);

void sched_run(const struct taskset *ts, const struct config *c,
               enum proto p, struct run_result *out);
#endif
