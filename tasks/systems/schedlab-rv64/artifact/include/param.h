/* schedlab: compile-time parameters. */
#ifndef SCHEDLAB_PARAM_H
#define SCHEDLAB_PARAM_H

#define SCHEDLAB_VERSION  "0.9.2"

#define NPROC        64          /* workload jobs per run, plus idle */
#define MAX_PHASES   96          /* CPU/IO phases per job */
#define NLEVELS_MAX  8           /* MLFQ levels */
#define KSTACK_SIZE  16384
#define USTACK_PAGES 1           /* 4 KiB user stack per task */
#define PAGE_SIZE    4096UL
#define PAGE_SHIFT   12

/* QEMU "virt" platform devices */
#define UART0_BASE   0x10000000UL
#define CLINT_BASE   0x02000000UL
#define TEST_BASE    0x00100000UL   /* SiFive test device: poweroff / reboot */
#define DRAM_BASE    0x80000000UL

/*
 * The CLINT is programmed in fixed steps of TICK_CYCLES timer cycles; the
 * scheduler tick rate follows from the board's timer frequency
 * (TIMEBASE_HZ, set per board in conf/board.mk):  hz = TIMEBASE_HZ / TICK_CYCLES.
 */
#define TICK_CYCLES  10000UL

#define BOOTARGS_MAX 512

#endif
