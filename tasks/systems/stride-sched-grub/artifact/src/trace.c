/* trace.c -- per-quantum trace recorder.
 *
 * With trace=N on the command line the first N quanta of every scheduler
 * run are recorded (quantum, thread picked, runnable mask, running max
 * lag) into a fixed buffer and printed after the run as
 *   TRACE sched=<name> n=<records>
 *   T <q> <next> <mask> <maxlag>      (hex, one record a line)
 *   TRACE end
 * tools/trace2csv.py turns these blocks into CSV. Recording costs nothing
 * when trace=0 (the default) and never changes what the schedulers do.
 */
#include "kernel.h"

#define TRACE_MAX 4096

struct trace_rec {
    u32 q;
    u16 next;
    u16 mask;
    u32 maxlag;
};

static struct trace_rec recs[TRACE_MAX];
static u32 nrec, limit;

void trace_reset(u32 n)
{
    limit = n > TRACE_MAX ? TRACE_MAX : n;
    nrec = 0;
}

void trace_record(u32 q, u32 next, u32 runnable_mask, u32 maxlag)
{
    struct trace_rec *r;
    if (nrec >= limit)
        return;
    r = &recs[nrec++];
    r->q = q;
    r->next = (u16)next;
    r->mask = (u16)runnable_mask;
    r->maxlag = maxlag;
}

void trace_flush(const char *sched)
{
    u32 i;
    if (!limit)
        return;
    kprintf("TRACE sched=%s n=%u\n", sched, nrec);
    for (i = 0; i < nrec; i++)
        kprintf("T %x %x %x %x\n", recs[i].q, recs[i].next, recs[i].mask, recs[i].maxlag);
    kprintf("TRACE end\n");
}
