/*
 * schedlab: round robin with a fixed time slice (rr_quantum_ms).
 *
 * A job whose slice ran out keeps the CPU when nobody else is waiting; its
 * slice starts over in that case.
 */
#include "types.h"
#include "proc.h"
#include "sched.h"
#include "timer.h"

static struct runq rq;
static uint64 slice;

static void rr_init(void)
{
    runq_init(&rq);
    slice = ms_to_ticks(sched_conf.rr_quantum_ms);
}

static void rr_enqueue(struct proc *p, int why __unused)
{
    runq_push(&rq, p);
}

static struct proc *rr_pick(void)
{
    return runq_pop(&rq);
}

static void rr_charge(struct proc *p)
{
    p->slice_used++;
}

static bool rr_preempt(struct proc *p)
{
    if (p->slice_used < slice)
        return false;
    if (rq.len == 0) {
        p->slice_used = 0;
        return false;
    }
    return true;
}

static void rr_dispatch(struct proc *p)
{
    p->slice_used = 0;
}

static void rr_block(struct proc *p __unused)
{
}

static int rr_retire(struct proc *p __unused)
{
    return 0;
}

static void rr_tick(uint64 now __unused)
{
}

const struct sched_ops rr_ops = {
    .name = "rr",
    .init = rr_init,
    .enqueue = rr_enqueue,
    .pick = rr_pick,
    .charge = rr_charge,
    .preempt = rr_preempt,
    .dispatch = rr_dispatch,
    .block = rr_block,
    .retire = rr_retire,
    .tick = rr_tick,
};
