/*
 * schedlab: shortest time-to-completion first (preemptive SJF).
 *
 * An oracle policy: it reads each job's remaining CPU demand from the
 * workload script, which no real scheduler knows.  It bounds what any
 * policy can do for mean turnaround time.  Ties go to the lower pid.
 */
#include "types.h"
#include "proc.h"
#include "sched.h"

static struct runq rq;

static bool shorter(struct proc *a, struct proc *b)
{
    if (a->total_left != b->total_left)
        return a->total_left < b->total_left;
    return a->pid < b->pid;
}

static void stcf_init(void)
{
    runq_init(&rq);
}

static void stcf_enqueue(struct proc *p, int why __unused)
{
    runq_push(&rq, p);
}

static struct proc *best(void)
{
    struct proc *b = NULL;
    for (struct proc *p = rq.head; p; p = p->next)
        if (!b || shorter(p, b))
            b = p;
    return b;
}

static struct proc *stcf_pick(void)
{
    struct proc *b = best();
    if (b)
        runq_remove(&rq, b);
    return b;
}

static void stcf_charge(struct proc *p __unused)
{
}

static bool stcf_preempt(struct proc *p)
{
    struct proc *b = best();
    return b && shorter(b, p);
}

static void stcf_dispatch(struct proc *p __unused)
{
}

static void stcf_block(struct proc *p __unused)
{
}

static int stcf_retire(struct proc *p __unused)
{
    return 0;
}

static void stcf_tick(uint64 now __unused)
{
}

const struct sched_ops stcf_ops = {
    .name = "stcf",
    .init = stcf_init,
    .enqueue = stcf_enqueue,
    .pick = stcf_pick,
    .charge = stcf_charge,
    .preempt = stcf_preempt,
    .dispatch = stcf_dispatch,
    .block = stcf_block,
    .retire = stcf_retire,
    .tick = stcf_tick,
};
