/* vm.h -- shared state of the paging experiment kernel.
 *
 * Counters live here so that every module can bump them.  (Written for
 * gcc 4.x in 2013; the definitions below are shared between translation
 * units the way C compilers of that era allowed.)
 */
#ifndef VM_H
#define VM_H

typedef unsigned int       u32;
typedef unsigned long long u64;

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

enum policy { POL_FIFO = 0, POL_CLOCK = 1, POL_DGCLOCK = 2, NPOLICIES = 3 };

/* run statistics, reset before every (workload, policy) run */
u64 nr_faults;
u64 nr_writebacks;
u64 nr_hand_steps;

/* configuration from the multiboot command line */
u32 cfg_frames;
u32 cfg_pages;
u32 cfg_length;
u64 cfg_seed;

/* serial.c */
void serial_init(void);
void kputs(const char *s);
void kputu(u64 v);
void kputx(u32 v);

/* mm.c */
void mm_init(void);
void mm_reset(enum policy p, u32 frames);
const char *policy_name(enum policy p);

/* workload.c */
#define NWORKLOADS 3
const char *workload_name(int w);
u32 workload_run(int w, u64 seed, u32 pages, u32 frames, u32 length);

#endif
