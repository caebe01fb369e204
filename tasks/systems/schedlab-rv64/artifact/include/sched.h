/* schedlab: scheduler core and policy interface. */
#ifndef SCHEDLAB_SCHED_H
#define SCHEDLAB_SCHED_H

#include "types.h"
#include "proc.h"

/* why a task is (re)entering a run queue */
#define WHY_NEW     0
#define WHY_WAKE    1
#define WHY_PREEMPT 2
#define WHY_YIELD   3

struct sched_ops {
    const char *name;
    void (*init)(void);
    void (*enqueue)(struct proc *p, int why);
    struct proc *(*pick)(void);            /* remove and return the next task */
    void (*charge)(struct proc *p);        /* p ran for one tick */
    bool (*preempt)(struct proc *p);       /* must the running p give up the CPU? */
    void (*dispatch)(struct proc *p);      /* p is about to run */
    void (*block)(struct proc *p);         /* p starts an I/O wait */
    int  (*retire)(struct proc *p);        /* p finished; returns its final level */
    void (*tick)(uint64 now);              /* periodic policy work */
};

/* experiment parameters (from the command line) */
struct sched_conf {
    uint64 rr_quantum_ms;
    int    nlevels;
    uint64 quantum_ms[NLEVELS_MAX];
    uint64 allot_ms[NLEVELS_MAX];
    uint64 boost_ms;
    uint64 seed;
};

extern struct sched_conf sched_conf;
extern const struct sched_ops *sched;
extern struct proc *current;
extern uint64 sched_now;

/* policies */
extern const struct sched_ops rr_ops;
extern const struct sched_ops mlfq_ops;
extern const struct sched_ops mlfqa_ops;
extern const struct sched_ops stcf_ops;
extern const struct sched_ops lottery_ops;
extern const struct sched_ops stride_ops;

const struct sched_ops *sched_lookup(const char *name);

/* core */
void sched_begin(const struct sched_ops *ops);
bool sched_tick(void);                      /* false once every job is done */
void sched_yield_current(void);
void sched_exit_current(void);
bool sched_all_done(void);

struct sched_summary {
    uint64 ticks;
    uint64 idle;
    uint64 dispatches;
    uint64 boosts;
    int    jobs;
};
extern struct sched_summary sched_summary;

/* simple FIFO of tasks linked through proc->next */
struct runq {
    struct proc *head;
    struct proc *tail;
    int len;
};

static inline void runq_init(struct runq *q)
{
    q->head = q->tail = NULL;
    q->len = 0;
}

static inline void runq_push(struct runq *q, struct proc *p)
{
    p->next = NULL;
    if (q->tail)
        q->tail->next = p;
    else
        q->head = p;
    q->tail = p;
    q->len++;
}

static inline struct proc *runq_pop(struct runq *q)
{
    struct proc *p = q->head;
    if (p) {
        q->head = p->next;
        if (!q->head)
            q->tail = NULL;
        p->next = NULL;
        q->len--;
    }
    return p;
}

void runq_remove(struct runq *q, struct proc *p);
void runq_append(struct runq *dst, struct runq *src);

#endif
