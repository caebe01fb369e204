/*
 * protocol.c - effective priorities under the three resource protocols.
 *
 *   none : a job always runs at its base priority; a low-priority holder can
 *          be preempted by medium-priority jobs while a high-priority job waits
 *          (unbounded inversion).
 *   pip  : priority inheritance; a holder runs at the highest priority of the
 *          jobs blocked on its resource.
 *   pcp  : immediate priority ceiling (highest-locker); a holder runs at the
 *          ceiling of its resource from the moment it locks it.
 *
 * A job holds at most one resource (no nested sections), so inheritance is
 * never transitive here.
 */
#include "sched.h"

uint32_t proto_eff_prio(enum proto p, const struct taskset *ts,
                        const struct job *jobs, uint32_t i)
{
    uint32_t eff = i;
    const struct task *t = &ts->t[i];
    if (!jobs[i].holding)
        return eff;
    switch (p) {
    case PROTO_NONE:
        break;
    case PROTO_PIP:
        for (uint32_t j = 0; j < ts->n; j++)
            if (jobs[j].active && jobs[j].waiting && ts->t[j].res == t->res && j < eff)
                eff = j;
        break;
    case PROTO_PCP:
        if (ts->ceiling[t->res] < eff)
            eff = ts->ceiling[t->res];
        break;
    default:
        break;
    }
    return eff;
}
