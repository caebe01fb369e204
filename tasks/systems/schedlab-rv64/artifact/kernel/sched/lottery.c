/*
 * schedlab: lottery scheduling (from the 2019 course version; not part of
 * the MLFQ study).  Tickets per job class: interactive 400, batch 100,
 * gamer 100.  Draws use a splitmix64 stream seeded from the run seed.
 */
#include "types.h"
#include "proc.h"
#include "sched.h"
#include "prng.h"
#include "timer.h"

static struct runq rq;
static struct prng draw;
static uint64 slice;
static uint64 total_tickets;

static uint64 tickets_for(struct proc *p)
{
    switch (p->cls) {
    case CLS_INTERACTIVE: return 400;
    case CLS_BATCH:       return 100;
    default:              return 100;
    }
}

static void lottery_init(void)
{
    runq_init(&rq);
    prng_seed(&draw, sched_conf.seed ^ 0x10773e7UL);
    slice = ms_to_ticks(sched_conf.rr_quantum_ms);
    total_tickets = 0;
}

static void lottery_enqueue(struct proc *p, int why)
{
    if (why == WHY_NEW)
        p->tickets = tickets_for(p);
    runq_push(&rq, p);
    total_tickets += p->tickets;
}

static struct proc *lottery_pick(void)
{
    if (!rq.len)
        return NULL;
    uint64 winner = prng_next(&draw) % total_tickets;
    uint64 acc = 0;
    for (struct proc *p = rq.head; p; p = p->next) {
        acc += p->tickets;
        if (acc > winner) {
            runq_remove(&rq, p);
            total_tickets -= p->tickets;
            return p;
        }
    }
    return NULL;
}

static void lottery_charge(struct proc *p)
{
    p->slice_used++;
}

static bool lottery_preempt(struct proc *p)
{
    return p->slice_used >= slice && rq.len > 0;
}

static void lottery_dispatch(struct proc *p)
{
    p->slice_used = 0;
}

static void lottery_block(struct proc *p __unused)
{
}

static int lottery_retire(struct proc *p __unused)
{
    return 0;
}

static void lottery_tick(uint64 now __unused)
{
}

const struct sched_ops lottery_ops = {
    .name = "lottery",
    .init = lottery_init,
    .enqueue = lottery_enqueue,
    .pick = lottery_pick,
    .charge = lottery_charge,
    .preempt = lottery_preempt,
    .dispatch = lottery_dispatch,
    .block = lottery_block,
    .retire = lottery_retire,
    .tick = lottery_tick,
};
