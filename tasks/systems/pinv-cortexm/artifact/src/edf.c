/*
 * edf.c - earliest-deadline-first dispatch with the stack resource policy
 * (SRP), from the journal follow-up.  Not linked into the workshop kernel
 * (see EXTRA in the Makefile); kept here because tools/rta.py and the sweep
 * scripts of the follow-up refer to its preemption levels.
 *
 * Under SRP every task has a static preemption level (inverse of its relative
 * deadline) and every resource a ceiling (the highest level of its users).
 * A job may start only if its level is above the system ceiling, i.e. the
 * highest ceiling of the resources held right now; once started it never
 * blocks on a lock.
 */
#include "sched.h"

struct edf_state {
    uint32_t level[MAX_TASKS];     /* preemption level, larger = more urgent */
    uint32_t res_ceiling[MAX_RES]; /* max level of the users of a resource */
    uint32_t held_mask;            /* resources held now */
    uint8_t started[MAX_TASKS];    /* job has started executing */
};

static struct edf_state es;

void edf_init(const struct taskset *ts)
{
    for (uint32_t i = 0; i < MAX_TASKS; i++) {
        es.level[i] = 0;
        es.started[i] = 0;
    }
    for (uint32_t r = 0; r < MAX_RES; r++)
        es.res_ceiling[r] = 0;
    es.held_mask = 0;
    /* relative deadline == period; shorter period -> higher level.  Tasks
     * are in rate-monotonic order, so the level is simply n - index. */
    for (uint32_t i = 0; i < ts->n; i++) {
        es.level[i] = ts->n - i;
        uint8_t r = ts->t[i].res;
        if (r != NO_RES && es.level[i] > es.res_ceiling[r])
            es.res_ceiling[r] = es.level[i];
    }
}

static uint32_t system_ceiling(void)
{
    uint32_t c = 0;
    for (uint32_t r = 0; r < MAX_RES; r++)
        if ((es.held_mask & (1u << r)) && es.res_ceiling[r] > c)
            c = es.res_ceiling[r];
    return c;
}

/*
 * Pick the job to run: among active jobs, the earliest absolute deadline
 * (ties: lower index); a job that has not started yet must also pass the SRP
 * test.  Jobs that already started are always eligible (SRP guarantees the
 * resources they need are free when they reach their sections).
 */
uint32_t edf_pick(const struct taskset *ts, const struct job *jobs)
{
    uint32_t best = IDLE;
    uint32_t ceil = system_ceiling();
    for (uint32_t i = 0; i < ts->n; i++) {
        const struct job *j = &jobs[i];
        if (!j->active)
            continue;
        if (!es.started[i] && es.level[i] <= ceil)
            continue;
        if (best == IDLE || j->deadline < jobs[best].deadline)
            best = i;
    }
    return best;
}

void edf_on_start(uint32_t i)
{
    es.started[i] = 1;
}

void edf_on_lock(const struct taskset *ts, uint32_t i)
{
    uint8_t r = ts->t[i].res;
    if (r != NO_RES)
        es.held_mask |= 1u << r;
}

void edf_on_unlock(const struct taskset *ts, uint32_t i)
{
    uint8_t r = ts->t[i].res;
    if (r != NO_RES)
        es.held_mask &= ~(1u << r);
}

void edf_on_complete(uint32_t i)
{
    es.started[i] = 0;
}

/* Processor demand of the task set over [0, L): used by the follow-up's
 * admission test (sum over tasks of the jobs with deadline <= L). */
uint32_t edf_demand(const struct taskset *ts, uint32_t L)
{
    uint32_t d = 0;
    for (uint32_t i = 0; i < ts->n; i++) {
        const struct task *t = &ts->t[i];
        if (L < t->phase + t->period)
            continue;
        d += ((L - t->phase - t->period) / t->period + 1) * t->wcet;
    }
    return d;
}
