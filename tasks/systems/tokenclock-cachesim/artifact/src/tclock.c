/*
 * tclock.c -- TokenClock (this paper).
 *
 * Each slot holds 0..TOKENS_MAX frequency tokens instead of CLOCK's single bit.
 * A hit adds a token; a newly admitted object starts with none, so it is the
 * first candidate at the next sweep unless it is re-referenced before the hand
 * comes back.  The hand takes one token from every slot it passes and evicts
 * the first slot that has none left.
 */
#include <stdlib.h>
#include "sim.h"

#define TOKENS_MAX 3

static int *slot_of, *keys;
static unsigned char *tokens;
static int cap, used, hand;

static void tclock_init(int capacity, int max_key)
{
    int i;

    cap = capacity;
    used = hand = 0;
    keys = malloc(cap * sizeof(int));
    tokens = calloc(cap, 1);
    slot_of = malloc((max_key + 1) * sizeof(int));
    for (i = 0; i <= max_key; i++)
        slot_of[i] = -1;
}

static void tclock_access(int key)
{
    int s = slot_of[key];

    if (s >= 0) {
        n_hits++;
        if (tokens[s] < TOKENS_MAX)
            tokens[s]++;
        return;
    }
    n_misses++;
    if (used < cap) {
        s = used++;
    } else {
        while (tokens[hand] > 0) {
            tokens[hand]--;
            hand = (hand + 1) % cap;
        }
        s = hand;
        slot_of[keys[s]] = -1;
        n_evictions++;
        hand = (hand + 1) % cap;
    }
    keys[s] = key;
    tokens[s] = 0;
    slot_of[key] = s;
}

static void tclock_fini(void)
{
    free(keys); free(tokens); free(slot_of);
}

struct policy policy_tclock = { "tclock", tclock_init, tclock_access, tclock_fini };
