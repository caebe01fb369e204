/* sched_lottery.c -- lottery scheduling: one xorshift32 draw over the
 * runnable tickets per quantum; the winner is found by walking the
 * threads in index order. */
#include "sched_internal.h"

static u32 rng;

static void lottery_init(const struct run_params *p)
{
    rng = (p->seed ^ 0xA5A5A5A5u) | 1u;
}

static int lottery_pick(int last)
{
    u32 total = 0, r;
    int i;
    (void)last;
    for (i = 0; i < (int)nthreads; i++)
        if (runnable(i))
            total += th[i].tickets;
    r = xorshift32(&rng) % total;
    for (i = 0; i < (int)nthreads; i++) {
        if (!runnable(i))
            continue;
        if (r < th[i].tickets)
            return i;
        r -= th[i].tickets;
    }
    return -1;
}

const struct sched_ops sched_lottery = {
    .name = "lottery",
    .init = lottery_init,
    .pick = lottery_pick,
};
