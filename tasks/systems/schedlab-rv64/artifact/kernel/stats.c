/*
 * schedlab: result records.
 *
 * One line per finished job and one summary line per run; the host driver
 * (scripts/run_table3.py) parses them from the serial log:
 *
 *   R <policy> pid=<n> cls=<I|B|G> arr=<t> first=<t> done=<t> cpu=<t> sw=<n> lvl=<l>
 *   S <policy> ticks=<t> idle=<t> disp=<n> boosts=<n> jobs=<n>
 *
 * All times are in scheduler ticks.
 */
#include "types.h"
#include "console.h"
#include "proc.h"
#include "sched.h"
#include "stats.h"

void stats_retire(struct proc *p, uint64 now)
{
    p->done = now;
    p->state = P_DONE;
    kprintf("R %s pid=%d cls=%c arr=%lu first=%lu done=%lu",
            sched->name, p->pid, p->cls, p->arrive, p->first, p->done);
    /* the final level is only known once the policy has let go of the job */
    int lvl = sched->retire(p);
    kprintf(" cpu=%lu sw=%lu lvl=%d\n", p->cpu_used, p->dispatches, lvl);
}

void stats_summary(void)
{
    kprintf("S %s ticks=%lu idle=%lu disp=%lu boosts=%lu jobs=%d\n",
            sched->name, sched_summary.ticks, sched_summary.idle,
            sched_summary.dispatches, sched_summary.boosts, sched_summary.jobs);
}
