/* schedlab: synthetic workloads for the scheduler study. */
#ifndef SCHEDLAB_WORKLOAD_H
#define SCHEDLAB_WORKLOAD_H

#include "types.h"

/*
 * Job classes (times in milliseconds, drawn uniformly, inclusive):
 *   interactive: 3..8 CPU bursts of 1..3 ms, separated by 5..20 ms of I/O
 *   batch:       one CPU burst of 40..300 ms
 *   gamer:       30..60 bursts of (top-level quantum - 1) ms, each
 *                followed by a 1 ms I/O wait: it gives the CPU back just
 *                before the classic MLFQ would demote it
 * Interactive and batch jobs arrive within [0, window]; gamers within the
 * first quarter of the window.
 */
#define WL_I_BURSTS_MIN   3
#define WL_I_BURSTS_MAX   8
#define WL_I_CPU_MIN      1
#define WL_I_CPU_MAX      3
#define WL_I_IO_MIN       5
#define WL_I_IO_MAX       20
#define WL_B_CPU_MIN      40
#define WL_B_CPU_MAX      300
#define WL_G_BURSTS_MIN   30
#define WL_G_BURSTS_MAX   60
#define WL_G_IO           1

struct workload_conf {
    uint64 seed;
    int    ninter;
    int    nbatch;
    int    ngamer;
    uint64 window_ms;
    uint64 gamer_ms;          /* CPU burst of a gamer */
};

void workload_generate(const struct workload_conf *wc);
void workload_print(void);

#endif
