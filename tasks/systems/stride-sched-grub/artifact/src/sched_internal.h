/* sched_internal.h -- what the scheduling policies see of the run loop */
#ifndef SCHED_INTERNAL_H
#define SCHED_INTERNAL_H

#include "kernel.h"

#define STACK 1024

struct thread {
    u32 *sp;
    u32 tickets, stride, pass;
    u32 joined;             /* between its join and leave events */
    u32 wake_at;            /* sleeping until this quantum (io workloads) */
    u32 quanta, ent;
    u32 state;
    u32 level, used;        /* MLFQ */
    u32 stack[STACK];
};

struct sched_ops {
    const char *name;
    void (*init)(const struct run_params *p);
    int (*pick)(int last);
    void (*joined)(int i);  /* thread i was added to the runnable set */
    void (*ran)(int i);     /* thread i used its quantum */
    void (*tick)(u32 q);    /* start of quantum q (periodic work) */
};

extern struct thread th[MAXT];
extern u32 nthreads;
extern u32 cur_q;

int runnable(int i);
u32 xorshift32(u32 *s);

extern const struct sched_ops sched_rr, sched_lottery, sched_stride, sched_mlfq, sched_sfq;

#endif
