/* sched_rr.c -- round robin in thread order (ignores tickets) */
#include "sched_internal.h"

static void rr_init(const struct run_params *p)
{
    (void)p;
}

static int rr_pick(int last)
{
    u32 k;
    int i;
    for (k = 1; k <= nthreads; k++) {
        i = (int)(((u32)last + k) % nthreads);
        if (runnable(i))
            return i;
    }
    return -1;
}

const struct sched_ops sched_rr = {
    .name = "rr",
    .init = rr_init,
    .pick = rr_pick,
};
