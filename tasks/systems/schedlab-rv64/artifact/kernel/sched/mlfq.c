/*
 * schedlab: multi-level feedback queue, two accounting rules.
 *
 *  mlfq   ("classic"): a job is demoted when it uses up a whole time slice
 *         at its level in one go.  A job that blocks just before its slice
 *         runs out keeps its level and gets a fresh slice next time: the
 *         scheduler can be gamed.
 *
 *  mlfqa  ("allotment"): each level grants a job an allotment of CPU time,
 *         counted across dispatches; once it is used up the job is demoted,
 *         however it split its bursts.  Every boost_ms all jobs go back to
 *         the top level so that long jobs cannot starve.
 *
 * Both round-robin within a level with that level's quantum, and a job
 * arriving at (or boosted to) a higher level preempts a lower one.
 */
#include "types.h"
#include "console.h"
#include "klog.h"
#include "proc.h"
#include "sched.h"
#include "timer.h"

static struct runq queues[NLEVELS_MAX];
static int nlev;
static uint64 quantum[NLEVELS_MAX];
static uint64 allot[NLEVELS_MAX];
static uint64 boost_period;
static bool allot_mode;

static void mlfq_setup(bool allotment)
{
    allot_mode = allotment;
    nlev = sched_conf.nlevels;
    if (nlev < 1 || nlev > NLEVELS_MAX)
        panic("mlfq: %d levels", nlev);
    for (int l = 0; l < nlev; l++) {
        runq_init(&queues[l]);
        quantum[l] = ms_to_ticks(sched_conf.quantum_ms[l]);
        allot[l] = ms_to_ticks(sched_conf.allot_ms[l]);
    }
    boost_period = allotment && sched_conf.boost_ms ? ms_to_ticks(sched_conf.boost_ms) : 0;
}

static void mlfq_init(void)  { mlfq_setup(false); }
static void mlfqa_init(void) { mlfq_setup(true); }

static int ready_count(void)
{
    int n = 0;
    for (int l = 0; l < nlev; l++)
        n += queues[l].len;
    return n;
}

static void mlfq_enqueue(struct proc *p, int why)
{
    if (why == WHY_NEW) {
        p->level = 0;
        p->allot_used = 0;
    }
    runq_push(&queues[p->level], p);
}

static struct proc *mlfq_pick(void)
{
    for (int l = 0; l < nlev; l++)
        if (queues[l].len)
            return runq_pop(&queues[l]);
    return NULL;
}

static void demote(struct proc *p)
{
    if (p->level < nlev - 1) {
        p->level++;
        p->demotions++;
        kdebug("mlfq: pid %d demoted to level %d\n", p->pid, p->level);
    }
}

static void mlfq_charge(struct proc *p)
{
    p->slice_used++;
    p->allot_used++;
    if (allot_mode) {
        if (p->allot_used >= allot[p->level]) {
            demote(p);
            p->allot_used = 0;
            p->need_resched = true;
        } else if (p->slice_used >= quantum[p->level]) {
            p->need_resched = true;
        }
    } else if (p->slice_used >= quantum[p->level]) {
        demote(p);
        p->need_resched = true;
    }
}

static bool mlfq_preempt(struct proc *p)
{
    if (p->need_resched) {
        if (ready_count() == 0) {
            /* nobody to hand the CPU to: run on with a fresh slice */
            p->need_resched = false;
            p->slice_used = 0;
            return false;
        }
        return true;
    }
    for (int l = 0; l < p->level; l++)
        if (queues[l].len)
            return true;
    return false;
}

static void mlfq_dispatch(struct proc *p)
{
    p->slice_used = 0;
    p->need_resched = false;
}

static void mlfq_block(struct proc *p)
{
    p->need_resched = false;
}

static int mlfq_retire(struct proc *p)
{
    int lvl = p->level;
    if (queues[lvl].len)
        kdebug("mlfq: pid %d retired from level %d, %d still queued there\n",
               p->pid, lvl, queues[lvl].len);
    return lvl;
}

static void mlfq_tick(uint64 now)
{
    if (!boost_period || now % boost_period != 0)
        return;
    for (int l = 1; l < nlev; l++)
        runq_append(&queues[0], &queues[l]);
    for (int i = 0; i < nproc; i++) {
        struct proc *p = proc_table[i];
        if (p->state == P_READY || p->state == P_RUNNING || p->state == P_BLOCKED) {
            p->level = 0;
            p->allot_used = 0;
            p->boosts_seen++;
        }
    }
    sched_summary.boosts++;
    kdebug("mlfq: boost at tick %lu\n", now);
}

const struct sched_ops mlfq_ops = {
    .name = "mlfq",
    .init = mlfq_init,
    .enqueue = mlfq_enqueue,
    .pick = mlfq_pick,
    .charge = mlfq_charge,
    .preempt = mlfq_preempt,
    .dispatch = mlfq_dispatch,
    .block = mlfq_block,
    .retire = mlfq_retire,
    .tick = mlfq_tick,
};

const struct sched_ops mlfqa_ops = {
    .name = "mlfqa",
    .init = mlfqa_init,
    .enqueue = mlfq_enqueue,
    .pick = mlfq_pick,
    .charge = mlfq_charge,
    .preempt = mlfq_preempt,
    .dispatch = mlfq_dispatch,
    .block = mlfq_block,
    .retire = mlfq_retire,
    .tick = mlfq_tick,
};
