/* sched_stride.c -- stride scheduling.
 *
 * stride = stride1 / tickets; the runnable thread with the lowest pass
 * runs and advances its pass by its stride (ties: lowest index). A thread
 * that joins gets a pass according to the join policy:
 *   min   the current minimum pass of the runnable threads (the paper)
 *   zero  pass 0 (the v0.7 behaviour; the joiner monopolises the CPU
 *         until it has caught up: ablation A2)
 *   keep  the pass it had when it left (0 for a thread that never ran)
 */
#include "sched_internal.h"

static u32 join_policy;

static void stride_init(const struct run_params *p)
{
    join_policy = p->join;
}

static u32 min_pass(void)
{
    int i;
    u32 m = 0xFFFFFFFFu;
    for (i = 0; i < (int)nthreads; i++)
        if (runnable(i) && th[i].pass < m)
            m = th[i].pass;
    return m;
}

static int stride_pick(int last)
{
    int i, best = -1;
    (void)last;
    for (i = 0; i < (int)nthreads; i++)
        if (runnable(i) && (best < 0 || th[i].pass < th[best].pass))
            best = i;
    th[best].pass += th[best].stride;
    return best;
}

static void stride_joined(int i)
{
    switch (join_policy) {
    case JOIN_ZERO:
        th[i].pass = 0;
        break;
    case JOIN_KEEP:
        break;
    default:
        th[i].pass = min_pass();
        break;
    }
}

const struct sched_ops sched_stride = {
    .name = "stride",
    .init = stride_init,
    .pick = stride_pick,
    .joined = stride_joined,
};
