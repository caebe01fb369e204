/* sched.c -- cooperative kernel threads and three proportional-share
 * schedulers (round robin, lottery, stride).
 *
 * Each thread runs one quantum of work (an LCG chain of `work` steps),
 * then yields to the scheduler context, which picks the next thread.
 * Thread 5 joins half-way through, thread 0 leaves at three quarters.
 */
#include "kernel.h"

#define MAXT     6
#define STACK    1024
#define STRIDE1  (1u << 20)
#define SCALE    10000u

struct thread {
    u32 *sp;
    u32 tickets, stride, pass;
    u32 runnable, present;
    u32 quanta, ent;
    u32 state;
    u32 stack[STACK];
};

extern void context_switch(u32 **save, u32 *next);

static struct thread th[MAXT];
static u32 *sched_sp;
static int cur;
static u32 work_per_quantum;
static u32 rng;

static u32 xorshift32(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
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

static void thread_init(int i, u32 tickets, u32 seed)
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
    t->stride = STRIDE1 / tickets;
    t->pass = 0;
    t->runnable = 0;
    t->present = 1;
    t->quanta = 0;
    t->ent = 0;
    t->state = seed + (u32)i * 7919u;
}

static int pick_rr(int last)
{
    int k, i;
    for (k = 1; k <= MAXT; k++) {
        i = (last + k) % MAXT;
        if (th[i].runnable)
            return i;
    }
    return -1;
}

static int pick_lottery(void)
{
    u32 total = 0, r;
    int i;
    for (i = 0; i < MAXT; i++)
        if (th[i].runnable)
            total += th[i].tickets;
    r = xorshift32() % total;
    for (i = 0; i < MAXT; i++) {
        if (!th[i].runnable)
            continue;
        if (r < th[i].tickets)
            return i;
        r -= th[i].tickets;
    }
    return -1;
}

static int pick_stride(void)
{
    int i, best = -1;
    for (i = 0; i < MAXT; i++)
        if (th[i].runnable && (best < 0 || th[i].pass < th[best].pass))
            best = i;
    th[best].pass += th[best].stride;
    return best;
}

static u32 min_pass(void)
{
    int i;
    u32 m = 0xFFFFFFFFu;
    for (i = 0; i < MAXT; i++)
        if (th[i].runnable && th[i].pass < m)
            m = th[i].pass;
    return m;
}

void sched_run(enum sched_kind kind, u32 seed, u32 quanta, u32 work, struct sched_result *res)
{
    u32 tk = seed ^ 0x9E3779B9u, q, total;
    int i, next, last = MAXT - 1;

    if (tk == 0)
        tk = 1;
    work_per_quantum = work;
    for (i = 0; i < MAXT; i++) {
        rng = tk;
        tk = xorshift32();
        thread_init(i, 10u * (1u + tk % 10u), seed);
    }
    for (i = 0; i < 5; i++)
        th[i].runnable = 1;
    rng = (seed ^ 0xA5A5A5A5u) | 1u;
    res->maxlag = 0;
    res->switches = 0;

    for (q = 0; q < quanta; q++) {
        if (q == quanta / 2) {               /* thread 5 joins */
            th[5].pass = min_pass();
            th[5].runnable = 1;
        }
        if (q == (quanta / 4) * 3)           /* thread 0 leaves */
            th[0].runnable = 0;

        switch (kind) {
        case SCHED_RR:      next = pick_rr(last); break;
        case SCHED_LOTTERY: next = pick_lottery(); break;
        default:            next = pick_stride(); break;
        }
        last = next;

        total = 0;
        for (i = 0; i < MAXT; i++)
            if (th[i].runnable)
                total += th[i].tickets;
        for (i = 0; i < MAXT; i++)
            if (th[i].runnable)
                th[i].ent += th[i].tickets * SCALE / total;

        cur = next;
        context_switch(&sched_sp, th[next].sp);
        res->switches++;

        for (i = 0; i < MAXT; i++) {
            s32 lag;
            if (!th[i].runnable)
                continue;
            lag = (s32)(th[i].quanta * SCALE - th[i].ent);
            if (lag < 0)
                lag = -lag;
            if ((u32)lag > res->maxlag)
                res->maxlag = (u32)lag;
        }
    }

    for (i = 0; i < MAXT; i++) {
        kputs("RESULT sched=");
        kputs(kind == SCHED_RR ? "rr" : kind == SCHED_LOTTERY ? "lottery" : "stride");
        kputs(" thread=");
        kputu((u32)i);
        kputs(" tickets=");
        kputu(th[i].tickets);
        kputs(" quanta=");
        kputu(th[i].quanta);
        kputs(" state=");
        kputx(th[i].state);
        kputs("\n");
    }
}
