/* mm.c -- descriptor tables, paging, demand paging and the three
 * replacement policies (FIFO, CLOCK, dirty-grace CLOCK).
 *
 * The referenced (A) and dirty (D) bits are the ones the MMU writes into
 * the page-table entries; the policies only read and clear them.
 */
#include "vm.h"

struct gdt_entry { unsigned short lim, base_lo; unsigned char base_mid, access, gran, base_hi; } __attribute__((packed));
struct idt_entry { unsigned short off_lo, sel; unsigned char zero, type; unsigned short off_hi; } __attribute__((packed));
struct dtr { unsigned short limit; u32 base; } __attribute__((packed));

static struct gdt_entry gdt[3];
static struct idt_entry idt[32];

static u32 page_dir[1024]     __attribute__((aligned(4096)));
static u32 ident_pt[4][1024]  __attribute__((aligned(4096)));   /* 0..16 MiB */
static u32 work_pt[1024]      __attribute__((aligned(4096)));   /* VBASE..+4 MiB */

/* frame bookkeeping */
static int  frame_owner[MAX_FRAMES];     /* virtual page in the frame, -1 = free */
static unsigned char grace[MAX_FRAMES];  /* dgclock: dirty page already skipped once */
static u32  nframes, used_frames, hand;
static enum policy cur_policy;

extern void gdt_load(void *);
extern void isr_page_fault(void);
extern void isr_other(void);

static void gdt_set(int i, u32 access, u32 gran)
{
    gdt[i].lim = 0xFFFF;
    gdt[i].base_lo = 0;
    gdt[i].base_mid = 0;
    gdt[i].access = (unsigned char)access;
    gdt[i].gran = (unsigned char)gran;
    gdt[i].base_hi = 0;
}

static void idt_set(int v, void (*h)(void))
{
    u32 a = (u32)h;
    idt[v].off_lo = (unsigned short)(a & 0xFFFF);
    idt[v].sel = 0x08;
    idt[v].zero = 0;
    idt[v].type = 0x8E;
    idt[v].off_hi = (unsigned short)(a >> 16);
}

static inline void invlpg(u32 va)
{
    __asm__ volatile ("invlpg (%0)" : : "r"(va) : "memory");
}

static inline void reload_cr3(void)
{
    __asm__ volatile ("movl %0, %%cr3" : : "r"((u32)page_dir) : "memory");
}

static void copy_page(u32 dst, u32 src)
{
    u32 *d = (u32 *)dst, *s = (u32 *)src;
    u32 i;
    for (i = 0; i < PAGE_SIZE / 4; i++)
        d[i] = s[i];
}

static void zero_range(u32 start, u32 bytes)
{
    u32 *p = (u32 *)start;
    u32 i;
    for (i = 0; i < bytes / 4; i++)
        p[i] = 0;
}

void mm_init(void)
{
    struct dtr d;
    u32 i, t;

    gdt_set(0, 0, 0);
    gdt_set(1, 0x9A, 0xCF);
    gdt_set(2, 0x92, 0xCF);
    d.limit = sizeof(gdt) - 1;
    d.base = (u32)gdt;
    gdt_load(&d);

    for (i = 0; i < 32; i++)
        idt_set((int)i, isr_other);
    idt_set(14, isr_page_fault);
    d.limit = sizeof(idt) - 1;
    d.base = (u32)idt;
    __asm__ volatile ("lidt %0" : : "m"(d));

    for (i = 0; i < 1024; i++)
        page_dir[i] = 0;
    for (t = 0; t < 4; t++) {
        for (i = 0; i < 1024; i++)
            ident_pt[t][i] = ((t * 1024 + i) * PAGE_SIZE) | PTE_P | PTE_RW;
        page_dir[t] = (u32)ident_pt[t] | PTE_P | PTE_RW;
    }
    for (i = 0; i < 1024; i++)
        work_pt[i] = 0;
    page_dir[VBASE >> 22] = (u32)work_pt | PTE_P | PTE_RW;

    reload_cr3();
    __asm__ volatile (
        "movl %%cr0, %%eax\n\t"
        "orl $0x80010000, %%eax\n\t"     /* PG | WP */
        "movl %%eax, %%cr0"
        : : : "eax", "memory");
}

const char *policy_name(enum policy p)
{
    switch (p) {
    case POL_FIFO:    return "fifo";
    case POL_CLOCK:   return "clock";
    case POL_DGCLOCK: return "dgclock";
    default:          return "?";
    }
}

/* Empty the workload region: no page resident, backing store zeroed. */
void mm_reset(enum policy p, u32 frames)
{
    u32 i;
    for (i = 0; i < MAX_PAGES; i++)
        work_pt[i] = 0;
    for (i = 0; i < MAX_FRAMES; i++) {
        frame_owner[i] = -1;
        grace[i] = 0;
    }
    zero_range(BACKING_STORE, MAX_PAGES * PAGE_SIZE);
    reload_cr3();
    nframes = frames;
    used_frames = 0;
    hand = 0;
    cur_policy = p;
    nr_faults = 0;
    nr_writebacks = 0;
    nr_hand_steps = 0;
}

static u32 *pte_of_frame(u32 f)
{
    return &work_pt[frame_owner[f]];
}

static void clear_accessed(u32 f)
{
    *pte_of_frame(f) &= ~PTE_A;
    invlpg(VBASE + (u32)frame_owner[f] * PAGE_SIZE);
}

/* Pick the frame to evict; the hand ends just past it. */
static u32 select_victim(void)
{
    u32 f;
    for (;;) {
        f = hand;
        hand = (hand + 1) % nframes;
        nr_hand_steps++;
        if (cur_policy == POL_FIFO)
            return f;
        if (*pte_of_frame(f) & PTE_A) {
            clear_accessed(f);
            continue;
        }
        if (cur_policy == POL_DGCLOCK && (*pte_of_frame(f) & PTE_D) && !grace[f]) {
            grace[f] = 1;            /* one more revolution for a dirty page */
            continue;
        }
        return f;
    }
}

static void evict(u32 f)
{
    u32 vpn = (u32)frame_owner[f];
    u32 pte = work_pt[vpn];
    if (pte & PTE_D) {
        copy_page(BACKING_STORE + vpn * PAGE_SIZE, FRAME_POOL + f * PAGE_SIZE);
        nr_writebacks++;
    }
    work_pt[vpn] = 0;
    invlpg(VBASE + vpn * PAGE_SIZE);
    frame_owner[f] = -1;
}

void page_fault(u32 addr, u32 err)
{
    u32 vpn, f;
    if (addr < VBASE || addr >= VBASE + cfg_pages * PAGE_SIZE || (err & 1)) {
        kputs("PANIC unexpected page fault at ");
        kputx(addr);
        kputs(" err ");
        kputx(err);
        kputs("\n");
        for (;;)
            __asm__ volatile ("cli; hlt");
    }
    vpn = (addr - VBASE) / PAGE_SIZE;
    nr_faults++;
    if (used_frames < nframes) {
        f = used_frames++;
    } else {
        f = select_victim();
        evict(f);
    }
    copy_page(FRAME_POOL + f * PAGE_SIZE, BACKING_STORE + vpn * PAGE_SIZE);
    frame_owner[f] = (int)vpn;
    grace[f] = 0;
    work_pt[vpn] = (FRAME_POOL + f * PAGE_SIZE) | PTE_P | PTE_RW;
    /* returning re-executes the access; the MMU then sets A (and D) */
}

void unexpected_trap(void)
{
    kputs("PANIC unexpected trap\n");
}
