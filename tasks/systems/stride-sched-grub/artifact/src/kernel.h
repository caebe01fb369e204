#ifndef KERNEL_H
#define KERNEL_H

#include "klibc.h"

#define STRIDEOS_VERSION "1.3"

/* serial.c */
void serial_init(void);
void serial_putc(char c);
void kputs(const char *s);
void qemu_exit(u32 code);

/* cmdline.c */
u32 cmdline_u32(const char *cmd, const char *key, u32 def);
int cmdline_str(const char *cmd, const char *key, char *buf, u32 size);
int cmdline_flag(const char *cmd, const char *key);

/* sched.c: the experiment driver inside the kernel */
#define MAXT 8

enum join_policy { JOIN_MIN = 0, JOIN_ZERO = 1, JOIN_KEEP = 2 };

struct run_params {
    u32 seed;
    u32 quanta;
    u32 work;
    u32 stride1;        /* stride = stride1 / tickets */
    u32 scale;          /* entitlement fixed point */
    u32 join;           /* enum join_policy */
    u32 mlfq_levels, mlfq_allot, mlfq_boost;
    u32 trace;          /* trace the first `trace` quanta */
    u32 quiet;          /* no RESULT lines (self-tests) */
};

struct sched_result {
    u32 maxlag;         /* in 1/scale quanta */
    u32 switches;
    u32 idle;
};

/* workload.c */
struct wl_event {
    u32 at;             /* quantum */
    u32 thread;
    u32 kind;           /* WL_JOIN / WL_LEAVE */
};
#define WL_JOIN  1
#define WL_LEAVE 2
#define WL_MAXEV 32

struct workload {
    u32 nthreads;
    u32 start_mask;             /* threads runnable at quantum 0 */
    u32 tickets[MAXT];          /* 0: drawn from the seed */
    u32 io[MAXT];               /* quanta a thread sleeps after each dispatch */
    u32 nev;
    struct wl_event ev[WL_MAXEV];
};

int workload_parse(const char *cmd, u32 quanta, struct workload *wl);
void workload_print(const struct workload *wl);

int sched_by_name(const char *name);
const char *sched_name(int kind);
void sched_run(int kind, const struct run_params *p, const struct workload *wl, struct sched_result *res);

/* sched_lottery.c: draws of the last lottery run */
extern u32 lottery_draws;

/* trace.c */
void trace_reset(u32 limit);
void trace_record(u32 q, u32 next, u32 runnable_mask, u32 maxlag);
void trace_flush(const char *sched);

/* selftest.c */
int selftest_run(void);

#endif
