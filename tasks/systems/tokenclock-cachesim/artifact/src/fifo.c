/* fifo.c -- first in, first out: evict the object that entered the cache first. */
#include <stdlib.h>
#include "sim.h"
#include "admission.h"

static int *slot_of;    /* object id -> slot, or -1 when not cached */
static int *keys;       /* slot -> object id */
static int cap, used, head;

static void fifo_init(int capacity, int max_key)
{
    int i;

    cap = capacity;
    used = head = 0;
    keys = malloc(cap * sizeof(int));
    slot_of = malloc((max_key + 1) * sizeof(int));
    for (i = 0; i <= max_key; i++)
        slot_of[i] = -1;
}

static void fifo_access(int key)
{
    int pos;

    if (slot_of[key] >= 0) {
        n_hits++;
        return;
    }
    n_misses++;
    if (used < cap) {
        pos = used++;
    } else {
        if (!admission_admit(key, keys[head]))
            return;
        pos = head;
        slot_of[keys[pos]] = -1;
        n_evictions++;
        head = (head + 1) % cap;
    }
    keys[pos] = key;
    slot_of[key] = pos;
}

static void fifo_fini(void)
{
    free(keys);
    free(slot_of);
}

struct policy policy_fifo = { "fifo", "first in, first out", fifo_init, fifo_access, fifo_fini, NULL };
