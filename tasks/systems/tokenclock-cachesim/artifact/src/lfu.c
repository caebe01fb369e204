/*
 * lfu.c -- least frequently used, ties broken by least recent access.
 * Counts are kept only while an object is cached ("in-cache LFU").
 */
#include <stdlib.h>
#include "sim.h"
#include "admission.h"
#include "heap.h"
#include "util.h"

static int *slot_of, *keys;
static struct iheap heap;       /* slot, keyed by (count, time of last access) */
static int cap, used;
static long now;

static void lfu_init(int capacity, int max_key)
{
    int i;

    cap = capacity;
    used = 0;
    now = 0;
    keys = xmalloc(cap * sizeof(int));
    slot_of = xmalloc((max_key + 1) * sizeof(int));
    for (i = 0; i <= max_key; i++)
        slot_of[i] = -1;
    iheap_init(&heap, cap);
}

static void lfu_access(int key)
{
    int s = slot_of[key];

    now++;
    if (s >= 0) {
        n_hits++;
        iheap_update(&heap, s, heap.k1[s] + 1, now);
        return;
    }
    n_misses++;
    if (used < cap) {
        s = used++;
    } else {
        if (!admission_admit(key, keys[iheap_top(&heap)]))
            return;
        s = iheap_pop(&heap);
        slot_of[keys[s]] = -1;
        n_evictions++;
    }
    keys[s] = key;
    slot_of[key] = s;
    iheap_push(&heap, s, 1, now);
}

static void lfu_fini(void)
{
    iheap_free(&heap);
    free(keys);
    free(slot_of);
}

struct policy policy_lfu = { "lfu", "least frequently used (in-cache counts)", lfu_init, lfu_access,
                             lfu_fini, NULL };
