/*
 * schedlab: scheduler core.
 *
 * Everything the scheduler decides, it decides in the timer tick.  A job's
 * progress is measured in ticks: the task that was running when the tick
 * fires is charged one tick, whatever it executed in between.  The workload
 * script then says whether its CPU burst is over (it starts an I/O wait or
 * finishes) and the policy says whether it keeps the CPU.  This makes every
 * number the experiment reports a pure function of the configuration, no
 * matter how fast the emulator runs.
 *
 * Order of events in one tick (the host tools assume the same order):
 *   1. charge the running job;            4. arrivals, by pid;
 *   2. policy tick (MLFQ priority boost);  5. running job: burst over?
 *   3. I/O completions, by pid;               preempted?
 *                                          6. pick a job if the CPU is free.
 */
#include "types.h"
#include "console.h"
#include "klog.h"
#include "proc.h"
#include "sched.h"
#include "stats.h"

const struct sched_ops *sched;
struct proc *current;
uint64 sched_now;
struct sched_conf sched_conf;
struct sched_summary sched_summary;

static int jobs_left;

static const struct sched_ops *const all_policies[] = {
    &rr_ops, &mlfq_ops, &mlfqa_ops, &stcf_ops, &lottery_ops, &stride_ops,
};

const struct sched_ops *sched_lookup(const char *name)
{
    for (size_t i = 0; i < ARRAY_SIZE(all_policies); i++) {
        const char *a = all_policies[i]->name, *b = name;
        while (*a && *a == *b) { a++; b++; }
        if (*a == '\0' && *b == '\0')
            return all_policies[i];
    }
    return NULL;
}

void runq_remove(struct runq *q, struct proc *p)
{
    struct proc **pp = &q->head, *prev = NULL;
    while (*pp && *pp != p) {
        prev = *pp;
        pp = &(*pp)->next;
    }
    if (!*pp)
        return;
    *pp = p->next;
    if (q->tail == p)
        q->tail = prev;
    p->next = NULL;
    q->len--;
}

void runq_append(struct runq *dst, struct runq *src)
{
    if (!src->head)
        return;
    if (dst->tail)
        dst->tail->next = src->head;
    else
        dst->head = src->head;
    dst->tail = src->tail;
    dst->len += src->len;
    runq_init(src);
}

static void dispatch_next(void)
{
    struct proc *p = sched->pick();
    current = p;
    if (!p)
        return;
    p->state = P_RUNNING;
    p->dispatches++;
    sched_summary.dispatches++;
    if (p->first == NO_TIME)
        p->first = sched_now;
    sched->dispatch(p);
}

static void admit(void)
{
    /* I/O completions first, then new arrivals; both in pid order */
    for (int i = 0; i < nproc; i++) {
        struct proc *p = proc_table[i];
        if (p->state == P_BLOCKED && p->wake <= sched_now) {
            p->phase++;
            p->burst_left = p->cpu[p->phase];
            p->state = P_READY;
            sched->enqueue(p, WHY_WAKE);
        }
    }
    for (int i = 0; i < nproc; i++) {
        struct proc *p = proc_table[i];
        if (p->state == P_UNBORN && p->arrive <= sched_now) {
            p->phase = 0;
            p->burst_left = p->cpu[0];
            p->state = P_READY;
            sched->enqueue(p, WHY_NEW);
        }
    }
}

static void finish(struct proc *p)
{
    stats_retire(p, sched_now);
    jobs_left--;
}

void sched_begin(const struct sched_ops *ops)
{
    sched = ops;
    sched_now = 0;
    current = NULL;
    sched_summary = (struct sched_summary){0};
    jobs_left = 0;
    for (int i = 0; i < nproc; i++) {
        struct proc *p = proc_table[i];
        p->first = NO_TIME;
        p->total_left = 0;
        for (int k = 0; k < p->nphases; k++)
            p->total_left += p->cpu[k];
        jobs_left++;
    }
    sched_summary.jobs = jobs_left;
    sched->init();
    kprintf("P %s begin jobs=%d\n", sched->name, jobs_left);
    admit();
    dispatch_next();
}

bool sched_all_done(void)
{
    return jobs_left == 0;
}

bool sched_tick(void)
{
    struct proc *cur = current;

    if (jobs_left == 0)
        return false;
    sched_now++;

    /* 1. charge */
    if (cur) {
        cur->cpu_used++;
        if (cur->burst_left)
            cur->burst_left--;
        if (cur->total_left)
            cur->total_left--;
        sched->charge(cur);
    } else {
        sched_summary.idle++;
    }

    /* 2. policy housekeeping */
    sched->tick(sched_now);

    /* 3./4. */
    admit();

    /* 5. */
    if (cur) {
        if (cur->burst_left == 0) {
            if (cur->phase >= cur->nphases - 1) {
                finish(cur);
            } else {
                cur->state = P_BLOCKED;
                cur->wake = sched_now + cur->io[cur->phase];
                sched->block(cur);
            }
            cur = NULL;
        } else if (sched->preempt(cur)) {
            cur->state = P_READY;
            sched->enqueue(cur, WHY_PREEMPT);
            cur = NULL;
        }
        current = cur;
    }

    /* 6. */
    if (!current)
        dispatch_next();

    if (jobs_left == 0) {
        sched_summary.ticks = sched_now;
        return false;
    }
    return true;
}

void sched_yield_current(void)
{
    struct proc *p = current;
    if (!p)
        return;
    p->state = P_READY;
    sched->enqueue(p, WHY_YIELD);
    dispatch_next();
}

void sched_exit_current(void)
{
    struct proc *p = current;
    if (!p)
        return;
    current = NULL;
    finish(p);
    dispatch_next();
}
