/*
 * opt.c -- Belady's MIN: evict the cached object whose next request is furthest
 * in the future (or never comes).  An upper bound for every online policy; it
 * needs the whole trace up front (the prepare hook).
 */
#include <stdlib.h>
#include "sim.h"
#include "heap.h"
#include "util.h"

#define NEVER (1L << 60)

static long *next_use;          /* request index -> index of the next request for the same id */
static long pos, n_req;
static int *slot_of, *keys;
static struct iheap heap;       /* slot, keyed by -(next use) */
static int cap, used;

static void opt_prepare(const struct trace *t)
{
    long *last = xmalloc((t->max_key + 1) * sizeof(long));
    long r;
    int k;

    n_req = t->n;
    next_use = xmalloc((t->n ? t->n : 1) * sizeof(long));
    for (k = 0; k <= t->max_key; k++)
        last[k] = NEVER;
    for (r = t->n - 1; r >= 0; r--) {
        next_use[r] = last[t->keys[r]];
        last[t->keys[r]] = r;
    }
    free(last);
}

static void opt_init(int capacity, int max_key)
{
    int i;

    if (!next_use)
        die("policy opt needs the whole trace (prepare hook not called)");
    cap = capacity;
    used = 0;
    pos = 0;
    keys = xmalloc(cap * sizeof(int));
    slot_of = xmalloc((max_key + 1) * sizeof(int));
    for (i = 0; i <= max_key; i++)
        slot_of[i] = -1;
    iheap_init(&heap, cap);
}

static void opt_access(int key)
{
    int s = slot_of[key];
    long nu = next_use[pos++];

    if (s >= 0) {
        n_hits++;
        iheap_update(&heap, s, -nu, 0);
        return;
    }
    n_misses++;
    if (used < cap) {
        s = used++;
    } else {
        /* bypass: an object never requested again, or later than every cached one */
        if (nu >= -heap.k1[iheap_top(&heap)])
            return;
        s = iheap_pop(&heap);
        slot_of[keys[s]] = -1;
        n_evictions++;
    }
    keys[s] = key;
    slot_of[key] = s;
    iheap_push(&heap, s, -nu, 0);
}

static void opt_fini(void)
{
    iheap_free(&heap);
    free(keys);
    free(slot_of);
    free(next_use);
    next_use = NULL;
}

struct policy policy_opt = { "opt", "Belady's MIN (offline bound)", opt_init, opt_access, opt_fini,
                             opt_prepare };
