/* sched_sfq.c -- start-time fair queueing, the proportional-share variant
 * of the TR version (Section 6 there).
 *
 * Every thread carries a start tag (kept in `pass`); the runnable thread
 * with the smallest start tag runs, the virtual time becomes that tag and
 * the thread's next start tag is its finish tag (start + stride). A
 * joining thread starts at max(virtual time, its old finish tag), so a
 * thread cannot bank service while it is away.
 */
#include "sched_internal.h"

static u32 vtime;

static void sfq_init(const struct run_params *p)
{
    (void)p;
    vtime = 0;
}

static int sfq_pick(int last)
{
    int i, best = -1;
    (void)last;
    for (i = 0; i < (int)nthreads; i++)
        if (runnable(i) && (best < 0 || th[i].pass < th[best].pass))
            best = i;
    vtime = th[best].pass;
    th[best].pass += th[best].stride;
    return best;
}

static void sfq_joined(int i)
{
    if (th[i].pass < vtime)
        th[i].pass = vtime;
}

const struct sched_ops sched_sfq = {
    .name = "sfq",
    .init = sfq_init,
    .pick = sfq_pick,
    .joined = sfq_joined,
};
