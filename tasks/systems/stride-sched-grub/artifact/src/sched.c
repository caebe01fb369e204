/* sched.c -- cooperative kernel threads and the experiment loop shared by
 * all policies (sched_*.c).
 *
 * Each thread runs one quantum of work (an LCG chain of `work` steps),
 * then yields to the scheduler context, which picks the next thread.
 * The thread set changes at the quanta listed in the workload (join and
 * leave events; Figure 2: thread 5 joins half-way, thread 0 leaves at
 * three quarters).
 */
#include "sched_internal.h"

extern void context_switch(u32 **save, u32 *next);

struct thread th[MAXT];
u32 nthreads;
u32 cur_q;
static u32 *sched_sp;
static int cur;
static u32 work_per_quantum;
static u32 io_sleep[MAXT];

static const struct sched_ops *const policies[] = {
    &sched_rr, &sched_lottery, &sched_stride, &sched_mlfq, &sched_sfq,
};
#define NPOLICIES ((int)(sizeof policies / sizeof policies[0]))

int sched_by_name(const char *name)
{
    int k;
    for (k = 0; k < NPOLICIES; k++)
        if (!kstrcmp(policies[k]->name, name))
            return k;
    return -1;
}

const char *sched_name(int kind)
{
    return kind >= 0 && kind < NPOLICIES ? policies[kind]->name : "?";
}

u32 xorshift32(u32 *s)
{
    u32 x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    *s = x;
    return x;
}

int runnable(int i)
{
    return th[i].joined && th[i].wake_at <= cur_q;
}

static void thread_body(void)
{
    for (;;) {
        struct thread *t = &th[cur];
        u32 k;
        for (k = 0; k < work_per_quantum; k++)
            t->state = t->state * 1103515245u + 12345u;
        t->quanta++;
        context_switch(&t->sp, sched_sp);
    }
}

static void thread_init(int i, u32 tickets, u32 seed, u32 stride1)
{
    struct thread *t = &th[i];
    u32 *sp = &t->stack[STACK];
    *--sp = (u32)thread_body;     /* return address of context_switch */
    *--sp = 0;                    /* ebp */
    *--sp = 0;                    /* ebx */
    *--sp = 0;                    /* esi */
    *--sp = 0;                    /* edi */
    t->sp = sp;
    t->tickets = tickets;
    t->stride = stride1 / tickets;
    t->pass = 0;
    t->joined = 0;
    t->wake_at = 0;
    t->quanta = 0;
    t->ent = 0;
    t->level = 0;
    t->used = 0;
    t->state = seed + (u32)i * 7919u;
}

static void apply_events(const struct workload *wl, const struct sched_ops *ops, u32 q)
{
    u32 e;
    for (e = 0; e < wl->nev; e++) {
        const struct wl_event *ev = &wl->ev[e];
        if (ev->at == q && ev->kind == WL_JOIN && !th[ev->thread].joined) {
            if (ops->joined)
                ops->joined((int)ev->thread);
            th[ev->thread].joined = 1;
        }
    }
    for (e = 0; e < wl->nev; e++) {
        const struct wl_event *ev = &wl->ev[e];
        if (ev->at == q && ev->kind == WL_LEAVE)
            th[ev->thread].joined = 0;
    }
}

void sched_run(int kind, const struct run_params *p, const struct workload *wl, struct sched_result *res)
{
    const struct sched_ops *ops = policies[kind];
    u32 tk = p->seed ^ 0x9E3779B9u, q, total;
    int i, next, last;

    if (tk == 0)
        tk = 1;
    nthreads = wl->nthreads;
    work_per_quantum = p->work;
    for (i = 0; i < (int)nthreads; i++) {
        u32 tickets = wl->tickets[i];
        xorshift32(&tk);                 /* drawn even if the workload fixes it */
        if (!tickets)
            tickets = 10u * (1u + tk % 10u);
        thread_init(i, tickets, p->seed, p->stride1);
        io_sleep[i] = wl->io[i];
        th[i].joined = (wl->start_mask >> i) & 1u;
    }
    ops->init(p);
    res->maxlag = 0;
    res->switches = 0;
    res->idle = 0;
    trace_reset(p->trace);
    last = (int)nthreads - 1;

    for (q = 0; q < p->quanta; q++) {
        cur_q = q;
        apply_events(wl, ops, q);
        if (ops->tick)
            ops->tick(q);

        total = 0;
        for (i = 0; i < (int)nthreads; i++)
            if (runnable(i))
                total += th[i].tickets;
        if (!total) {
            res->idle++;
            continue;
        }
        next = ops->pick(last);
        last = next;

        for (i = 0; i < (int)nthreads; i++)
            if (runnable(i))
                th[i].ent += th[i].tickets * p->scale / total;

        cur = next;
        context_switch(&sched_sp, th[next].sp);
        res->switches++;
        if (ops->ran)
            ops->ran(next);

        {
            u32 mask = 0;
            for (i = 0; i < (int)nthreads; i++) {
                s32 lag;
                if (!runnable(i))
                    continue;
                mask |= 1u << i;
                lag = (s32)(th[i].quanta * p->scale - th[i].ent);
                if (lag < 0)
                    lag = -lag;
                if ((u32)lag > res->maxlag)
                    res->maxlag = (u32)lag;
            }
            trace_record(q, (u32)next, mask, res->maxlag);
        }
        if (io_sleep[next])
            th[next].wake_at = q + 1 + io_sleep[next];
    }

    for (i = 0; i < (int)nthreads && !p->quiet; i++)
        kprintf("RESULT sched=%s thread=%d tickets=%u quanta=%u state=0x%08x\n",
                ops->name, i, th[i].tickets, th[i].quanta, th[i].state);
    trace_flush(ops->name);
}
