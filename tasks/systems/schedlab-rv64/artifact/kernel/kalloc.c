/*
 * schedlab: binary buddy allocator for physical pages.
 *
 * Manages [start, end) in 4 KiB frames.  Free blocks of order k (2^k pages)
 * sit on free_area[k]; a per-frame byte records the order of the free block
 * that starts at that frame (or NOT_FREE).  Freeing merges with the buddy as
 * long as the buddy is a free block of the same order.
 */
#include "types.h"
#include "param.h"
#include "string.h"
#include "console.h"
#include "klog.h"
#include "kalloc.h"

#define NOT_FREE 0xff
#define MAX_FRAMES 32768             /* 128 MiB of RAM */

struct free_block {
    struct free_block *next;
    struct free_block *prev;
};

static struct free_block free_area[MAX_ORDER + 1];
static uint8  frame_order[MAX_FRAMES];
static uint64 base_addr;
static uint64 nframes;
static uint64 nfree;
static uint64 nr_splits, nr_merges;

static inline uint64 frame_of(void *p)
{
    return ((uint64)p - base_addr) >> PAGE_SHIFT;
}

static inline void *addr_of(uint64 frame)
{
    return (void *)(base_addr + (frame << PAGE_SHIFT));
}

static void list_init(struct free_block *h)
{
    h->next = h->prev = h;
}

static void list_add(struct free_block *h, struct free_block *b)
{
    b->next = h->next;
    b->prev = h;
    h->next->prev = b;
    h->next = b;
}

static void list_del(struct free_block *b)
{
    b->prev->next = b->next;
    b->next->prev = b->prev;
    b->next = b->prev = NULL;
}

static bool list_empty(struct free_block *h)
{
    return h->next == h;
}

static void push_free(uint64 frame, int order)
{
    frame_order[frame] = (uint8)order;
    list_add(&free_area[order], addr_of(frame));
}

void kalloc_init(uint64 start, uint64 end)
{
    start = ALIGN_UP(start, PAGE_SIZE);
    end = ALIGN_DOWN(end, PAGE_SIZE);
    base_addr = start;
    nframes = (end - start) >> PAGE_SHIFT;
    if (nframes > MAX_FRAMES)
        nframes = MAX_FRAMES;
    for (int k = 0; k <= MAX_ORDER; k++)
        list_init(&free_area[k]);
    memset(frame_order, NOT_FREE, sizeof(frame_order));
    nfree = 0;

    /* carve the range into the largest naturally aligned blocks */
    uint64 f = 0;
    while (f < nframes) {
        int order = MAX_ORDER;
        while (order > 0 && ((f & ((1UL << order) - 1)) != 0 || f + (1UL << order) > nframes))
            order--;
        push_free(f, order);
        nfree += 1UL << order;
        f += 1UL << order;
    }
    kinfo("kalloc: %lu pages (%lu KiB) at %p\n", nframes, nframes * 4, (void *)start);
}

void *alloc_pages(int order)
{
    int k = order;
    while (k <= MAX_ORDER && list_empty(&free_area[k]))
        k++;
    if (k > MAX_ORDER)
        return NULL;
    struct free_block *b = free_area[k].next;
    list_del(b);
    uint64 f = frame_of(b);
    frame_order[f] = NOT_FREE;
    while (k > order) {
        k--;
        push_free(f + (1UL << k), k);
        nr_splits++;
    }
    nfree -= 1UL << order;
    return addr_of(f);
}

void free_pages(void *p, int order)
{
    uint64 f = frame_of(p);
    KASSERT(f < nframes && frame_order[f] == NOT_FREE);
    nfree += 1UL << order;
    while (order < MAX_ORDER) {
        uint64 buddy = f ^ (1UL << order);
        if (buddy + (1UL << order) > nframes || frame_order[buddy] != order)
            break;
        list_del(addr_of(buddy));
        frame_order[buddy] = NOT_FREE;
        f = MIN(f, buddy);
        order++;
        nr_merges++;
    }
    push_free(f, order);
}

void *kalloc(void)
{
    void *p = alloc_pages(0);
    if (p)
        memset(p, 0, PAGE_SIZE);
    return p;
}

void kfree(void *p)
{
    free_pages(p, 0);
}

uint64 kalloc_free_pages(void)
{
    return nfree;
}

/* Order of the highest set bit; uses the compiler builtin (libgcc on cores
 * without Zbb). */
static int ilog2(uint64 v)
{
    return 63 - __builtin_clzl(v);
}

void kalloc_stats(void)
{
    kprintf("kalloc: free %lu/%lu pages, splits %lu merges %lu, largest order",
            nfree, nframes, nr_splits, nr_merges);
    int largest = -1;
    for (int k = MAX_ORDER; k >= 0; k--)
        if (!list_empty(&free_area[k])) {
            largest = k;
            break;
        }
    kprintf(" %d (log2 free = %d)\n", largest, nfree ? ilog2(nfree) : -1);
}

int kalloc_check(void)
{
    uint64 counted = 0;
    for (int k = 0; k <= MAX_ORDER; k++) {
        for (struct free_block *b = free_area[k].next; b != &free_area[k]; b = b->next) {
            uint64 f = frame_of(b);
            if (f >= nframes || frame_order[f] != k)
                return -1;
            if (f & ((1UL << k) - 1))
                return -2;
            counted += 1UL << k;
        }
    }
    return counted == nfree ? 0 : -3;
}
