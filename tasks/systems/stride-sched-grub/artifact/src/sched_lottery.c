/* sched_lottery.c -- lottery scheduling: one winning ticket drawn
 * uniformly over the runnable tickets per quantum; the winner is found by
 * walking the threads in index order.
 *
 * The draw is unbiased: the xorshift32 output is masked to the smallest
 * all-ones value that covers the total and redrawn until it falls below
 * the total (a plain `% total` favours the low tickets by up to
 * total / 2^32).
 */
#include "sched_internal.h"

static u32 rng;
u32 lottery_draws;

static void lottery_init(const struct run_params *p)
{
    rng = (p->seed ^ 0xA5A5A5A5u) | 1u;
    lottery_draws = 0;
}

static u32 draw_below(u32 total)
{
    u32 mask = 0xFFFFFFFFu >> __builtin_clz(total), r;
    do {
        r = xorshift32(&rng) & mask;
        lottery_draws++;
    } while (r >= total);
    return r;
}

static int lottery_pick(int last)
{
    u32 total = 0, r;
    int i;
    (void)last;
    for (i = 0; i < (int)nthreads; i++)
        if (runnable(i))
            total += th[i].tickets;
    r = draw_below(total);
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
