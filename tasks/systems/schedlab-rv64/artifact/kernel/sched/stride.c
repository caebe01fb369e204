/*
 * schedlab: stride scheduling (2019 course version; not part of the MLFQ
 * study).  Same ticket split as lottery.c; a job's pass advances by
 * STRIDE1 / tickets per tick it runs.  A job that wakes up is placed at the
 * current global pass so that sleeping does not bank credit.
 */
#include "types.h"
#include "proc.h"
#include "sched.h"
#include "timer.h"

#define STRIDE1 (1UL << 20)

static struct runq rq;
static uint64 slice;
static uint64 global_pass;

static void stride_init(void)
{
    runq_init(&rq);
    slice = ms_to_ticks(sched_conf.rr_quantum_ms);
    global_pass = 0;
}

static void stride_enqueue(struct proc *p, int why)
{
    if (why == WHY_NEW) {
        p->tickets = p->cls == CLS_INTERACTIVE ? 400 : 100;
        p->stride = STRIDE1 / p->tickets;
        p->pass = global_pass;
    } else if (why == WHY_WAKE && p->pass < global_pass) {
        p->pass = global_pass;
    }
    runq_push(&rq, p);
}

static struct proc *stride_pick(void)
{
    struct proc *b = NULL;
    for (struct proc *p = rq.head; p; p = p->next)
        if (!b || p->pass < b->pass || (p->pass == b->pass && p->pid < b->pid))
            b = p;
    if (b) {
        runq_remove(&rq, b);
        if (b->pass > global_pass)
            global_pass = b->pass;
    }
    return b;
}

static void stride_charge(struct proc *p)
{
    p->slice_used++;
    p->pass += p->stride;
}

static bool stride_preempt(struct proc *p)
{
    return p->slice_used >= slice && rq.len > 0;
}

static void stride_dispatch(struct proc *p)
{
    p->slice_used = 0;
}

static void stride_block(struct proc *p __unused)
{
}

static int stride_retire(struct proc *p __unused)
{
    return 0;
}

static void stride_tick(uint64 now __unused)
{
}

const struct sched_ops stride_ops = {
    .name = "stride",
    .init = stride_init,
    .enqueue = stride_enqueue,
    .pick = stride_pick,
    .charge = stride_charge,
    .preempt = stride_preempt,
    .dispatch = stride_dispatch,
    .block = stride_block,
    .retire = stride_retire,
    .tick = stride_tick,
};
