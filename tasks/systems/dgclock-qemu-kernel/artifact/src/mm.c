/* mm.c -- descriptor tables, paging, demand paging and the
 * replacement policies: FIFO, CLOCK, dirty-grace CLOCK (the paper's three)
 * and two ablations used by scripts/run_ablation.py:
 *   dgclock2  a dirty page gets two grace turns instead of one;
 *   nru       one sweep looking for a clean unreferenced page first,
 *             CLOCK if there is none (a two-class NRU on the clock hand).
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
static unsigned char grace[MAX_FRAMES];  /* dgclock: grace turns already given */
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

static const char *const policy_names[NPOLICIES_ALL] = {
    "fifo", "clock", "dgclock", "dgclock2", "nru"
};

const char *policy_name(enum policy p)
{
    if ((u32)p < NPOLICIES_ALL)
        return policy_names[p];
    return "?";
}

int policy_from_name(const char *s, u32 len)
{
    int p;
    for (p = 0; p < (int)NPOLICIES_ALL; p++)
        if (kstrlen(policy_names[p]) == len && kstrncmp(s, policy_names[p], len) == 0)
            return p;
    return -1;
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
    swap_reset();
    reload_cr3();
    nframes = frames;
    used_frames = 0;
    hand = 0;
    cur_policy = p;
    nr_faults = 0;
    nr_writebacks = 0;
    nr_hand_steps = 0;
    nr_grace_given = 0;
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

static u32 grace_turns(void)
{
    return cur_policy == POL_DGCLOCK2 ? 2 : 1;
}

/* nru: one revolution from the hand looking for a clean, unreferenced
 * page; the hand stops just past it.  Returns nframes if there is none
 * (the hand is then back where it started). */
static u32 nru_clean_victim(void)
{
    u32 i, f;
    for (i = 0; i < nframes; i++) {
        f = (hand + i) % nframes;
        if (!(*pte_of_frame(f) & (PTE_A | PTE_D))) {
            nr_hand_steps += i + 1;
            hand = (f + 1) % nframes;
            return f;
        }
    }
    nr_hand_steps += nframes;
    return nframes;
}

/* Pick the frame to evict; the hand ends just past it. */
static u32 select_victim(void)
{
    u32 f;
    if (cur_policy == POL_NRU && (f = nru_clean_victim()) < nframes)
        return f;
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
        if ((cur_policy == POL_DGCLOCK || cur_policy == POL_DGCLOCK2) &&
            (*pte_of_frame(f) & PTE_D) && grace[f] < grace_turns()) {
            grace[f]++;              /* one more revolution for a dirty page */
            nr_grace_given++;
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
        swap_out(vpn, FRAME_POOL + f * PAGE_SIZE);
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
    swap_in(vpn, FRAME_POOL + f * PAGE_SIZE);
    frame_owner[f] = (int)vpn;
    grace[f] = 0;
    work_pt[vpn] = (FRAME_POOL + f * PAGE_SIZE) | PTE_P | PTE_RW;
    /* returning re-executes the access; the MMU then sets A (and D) */
}

void unexpected_trap(void)
{
    kputs("PANIC unexpected trap\n");
}
