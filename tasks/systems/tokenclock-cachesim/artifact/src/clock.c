/*
 * clock.c -- CLOCK (second chance): a hand sweeps the slots; an object whose
 * reference bit is set loses the bit and survives one more sweep.
 */
#include <stdlib.h>
#include "sim.h"
#include "admission.h"

static int *slot_of, *keys;
static unsigned char *ref;
static int cap, used, hand;

static void clock_init(int capacity, int max_key)
{
    int i;

    cap = capacity;
    used = hand = 0;
    keys = malloc(cap * sizeof(int));
    ref = calloc(cap, 1);
    slot_of = malloc((max_key + 1) * sizeof(int));
    for (i = 0; i <= max_key; i++)
        slot_of[i] = -1;
}

static void clock_access(int key)
{
    int s = slot_of[key];

    if (s >= 0) {
        n_hits++;
        ref[s] = 1;
        return;
    }
    n_misses++;
    if (used < cap) {
        s = used++;
    } else {
        while (ref[hand]) {
            ref[hand] = 0;
            hand = (hand + 1) % cap;
        }
        if (!admission_admit(key, keys[hand]))
            return;
        s = hand;
        slot_of[keys[s]] = -1;
        n_evictions++;
        hand = (hand + 1) % cap;
    }
    keys[s] = key;
    ref[s] = 1;         /* the fault itself counts as a reference */
    slot_of[key] = s;
}

static void clock_fini(void)
{
    free(keys); free(ref); free(slot_of);
}

struct policy policy_clock = { "clock", "CLOCK (second chance)", clock_init, clock_access, clock_fini, NULL };
