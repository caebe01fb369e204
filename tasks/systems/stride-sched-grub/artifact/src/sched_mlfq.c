/* sched_mlfq.c -- multi-level feedback queue (used by run_mlfq.sh, not by
 * Figure 2). Tickets are ignored.
 *
 * Level 0 is the highest priority. A thread that has used its allotment
 * at a level (mlfq_allot << level quanta) moves one level down; every
 * mlfq_boost quanta all threads return to level 0. Within a level the
 * threads take turns in index order, starting after the last one that ran
 * at that level. Threads of io workloads sleep after each quantum and so
 * use their allotment slowly: they stay at the top, which is the point of
 * the experiment.
 */
#include "sched_internal.h"

#define MLFQ_MAXLEVELS 8

static u32 levels, allot, boost;
static int last_at[MLFQ_MAXLEVELS];

static void mlfq_init(const struct run_params *p)
{
    int l;
    levels = p->mlfq_levels ? p->mlfq_levels : 3;
    if (levels > MLFQ_MAXLEVELS)
        levels = MLFQ_MAXLEVELS;
    allot = p->mlfq_allot ? p->mlfq_allot : 4;
    boost = p->mlfq_boost;
    for (l = 0; l < MLFQ_MAXLEVELS; l++)
        last_at[l] = (int)nthreads - 1;
}

static int mlfq_pick(int last)
{
    u32 l, k;
    (void)last;
    for (l = 0; l < levels; l++) {
        for (k = 1; k <= nthreads; k++) {
            int i = (int)(((u32)last_at[l] + k) % nthreads);
            if (runnable(i) && th[i].level == l) {
                last_at[l] = i;
                return i;
            }
        }
    }
    return -1;
}

static void mlfq_ran(int i)
{
    struct thread *t = &th[i];
    if (++t->used >= (allot << t->level)) {
        t->used = 0;
        if (t->level + 1 < levels)
            t->level++;
    }
}

static void mlfq_joined(int i)
{
    th[i].level = 0;
    th[i].used = 0;
}

static void mlfq_tick(u32 q)
{
    u32 i;
    if (!boost || q == 0 || q % boost)
        return;
    for (i = 0; i < nthreads; i++) {
        th[i].level = 0;
        th[i].used = 0;
    }
}

const struct sched_ops sched_mlfq = {
    .name = "mlfq",
    .init = mlfq_init,
    .pick = mlfq_pick,
    .joined = mlfq_joined,
    .ran = mlfq_ran,
    .tick = mlfq_tick,
};
