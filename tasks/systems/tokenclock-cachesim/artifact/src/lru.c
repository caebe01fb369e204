/* lru.c -- least recently used, as a doubly linked list over cache slots. */
#include <stdlib.h>
#include "sim.h"
#include "admission.h"

static int *slot_of;            /* object id -> slot, or -1 */
static int *keys, *prev, *next; /* per slot */
static int cap, used, mru, lru; /* list ends, -1 when empty */

static void unlink_slot(int s)
{
    if (prev[s] >= 0) next[prev[s]] = next[s]; else mru = next[s];
    if (next[s] >= 0) prev[next[s]] = prev[s]; else lru = prev[s];
}

static void push_front(int s)
{
    prev[s] = -1;
    next[s] = mru;
    if (mru >= 0) prev[mru] = s;
    mru = s;
    if (lru < 0) lru = s;
}

static void lru_init(int capacity, int max_key)
{
    int i;

    cap = capacity;
    used = 0;
    mru = lru = -1;
    keys = malloc(cap * sizeof(int));
    prev = malloc(cap * sizeof(int));
    next = malloc(cap * sizeof(int));
    slot_of = malloc((max_key + 1) * sizeof(int));
    for (i = 0; i <= max_key; i++)
        slot_of[i] = -1;
}

static void lru_access(int key)
{
    int s = slot_of[key];

    if (s >= 0) {
        n_hits++;
        unlink_slot(s);
        push_front(s);
        return;
    }
    n_misses++;
    if (used < cap) {
        s = used++;
    } else {
        if (!admission_admit(key, keys[lru]))
            return;
        s = lru;
        unlink_slot(s);
        slot_of[keys[s]] = -1;
        n_evictions++;
    }
    keys[s] = key;
    slot_of[key] = s;
    push_front(s);
}

static void lru_fini(void)
{
    free(keys); free(prev); free(next); free(slot_of);
}

struct policy policy_lru = { "lru", "least recently used", lru_init, lru_access, lru_fini, NULL };
