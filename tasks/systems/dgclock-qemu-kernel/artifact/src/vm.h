/* vm.h -- shared state of the paging experiment kernel.
 *
 * Counters live here so that every module can bump them.  (Written for
 * gcc 4.x in 2013; the definitions below are shared between translation
 * units the way C compilers of that era allowed.)
 */
#ifndef VM_H
#define VM_H

#include "../lib/klibc/klibc.h"

typedef unsigned int       u32;
typedef unsigned long long u64;
typedef unsigned short     u16;
typedef unsigned char      u8;

#define KERNEL_VERSION "1.4"

#define PAGE_SIZE     4096u
#define VBASE         0x40000000u     /* workload region: PDE 256 */
#define FRAME_POOL    0x00400000u     /* physical frames handed to the workload */
#define BACKING_STORE 0x00800000u     /* "disk": one 4 KiB slot per virtual page */
#define MAX_FRAMES    1024u
#define MAX_PAGES     1024u

#define PTE_P  0x001u
#define PTE_RW 0x002u
#define PTE_A  0x020u
#define PTE_D  0x040u

enum policy {
    POL_FIFO = 0, POL_CLOCK = 1, POL_DGCLOCK = 2,   /* Table 2 */
    POL_DGCLOCK2 = 3,                               /* ablation: two grace turns */
    POL_NRU = 4,                                    /* ablation: clean-first sweep */
    NPOLICIES_ALL = 5
};
#define NPOLICIES 3                                 /* the paper's policies */

/* run statistics, reset before every (workload, policy) run */
u64 nr_faults;
u64 nr_writebacks;
u64 nr_hand_steps;
u64 nr_grace_given;

/* configuration from the multiboot command line (cmdline.c) */
u32 cfg_frames;
u32 cfg_pages;
u32 cfg_length;
u64 cfg_seed;
u32 cfg_policy_mask;     /* bit p: run policy p */
u32 cfg_workload_mask;   /* bit w: run workload w */
u32 cfg_trace;           /* record the first N references of every run */
u32 cfg_scale;           /* 0 = choose, 1 = full strings, N = run 1/N and scale */
u32 cfg_timing;          /* print PIT timings per run */
u32 cfg_swapdev;         /* SWAP_RAM or SWAP_ATA */
int cfg_selftest;

/* serial.c */
void serial_init(void);
void kputs(const char *s);
void kputu(u64 v);
void kputx(u32 v);
int  kprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* cmdline.c */
void cmdline_defaults(void);
int  cmdline_parse(const char *s);
int  cmdline_check(void);

/* cpu.c */
void cpu_identify(void);
const char *cpu_brand(void);
int  cpu_is_emulated(void);
int  cpu_has_tsc(void);

/* mm.c */
void mm_init(void);
void mm_reset(enum policy p, u32 frames);
const char *policy_name(enum policy p);
int  policy_from_name(const char *s, u32 len);

/* swap.c */
enum { SWAP_RAM = 0, SWAP_ATA = 1 };
int  swap_init(u32 dev, u32 pages);
void swap_reset(void);
void swap_out(u32 vpn, u32 frame_addr);
void swap_in(u32 vpn, u32 frame_addr);
const char *swap_name(void);

/* ata.c */
int  ata_probe(void);
int  ata_write(u32 lba, u32 count, const void *buf);
int  ata_read(u32 lba, u32 count, void *buf);

/* pit.c */
void pit_init(void);
u32  pit_ticks(void);           /* 1.193182 MHz ticks since pit_init, polled */
u32  pit_ms(u32 ticks);

/* trace.c */
void trace_begin(int w, int p, u32 limit);
void trace_ref(u32 vpn, int write);
void trace_end(void);

/* workload.c */
#define NWORKLOADS 3                /* the paper's workloads */
#define NWORKLOADS_ALL 5
const char *workload_name(int w);
int  workload_from_name(const char *s, u32 len);
u32  workload_run(int w, u64 seed, u32 pages, u32 frames, u32 length);
u64  workload_rng_peek(u64 seed, int w, u32 k);

/* selftest.c */
int  selftest_run(void);

/* kernel.c */
void qemu_exit(u32 code);

#endif
