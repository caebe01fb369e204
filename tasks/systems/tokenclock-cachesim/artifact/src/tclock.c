/*
 * tclock.c -- TokenClock (this paper).
 *
 * Each slot holds 0..tokens_max frequency tokens instead of CLOCK's single bit.
 * A hit adds a token; a newly admitted object starts with tokens_on_admit (the
 * paper: none), so it is the first candidate at the next sweep unless it is
 * re-referenced before the hand comes back.  The hand takes one token from
 * every slot it passes and evicts the first slot that has none left.
 *
 * The paper's setting is tokens_max = 3 (two bits per slot); run_ablation.sh
 * varies it.
 */
#include <stdlib.h>
#include "sim.h"
#include "config.h"
#include "admission.h"

static int *slot_of, *keys;
static unsigned char *tokens;
static int cap, tokens_max, tokens_on_admit;
static unsigned short used, hand;     /* next free slot, clock hand */

static void tclock_init(int capacity, int max_key)
{
    int i;

    cap = capacity;
    used = hand = 0;
    tokens_max = conf.tokens_max;
    tokens_on_admit = conf.tokens_on_admit < tokens_max ? conf.tokens_on_admit : tokens_max;
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
        if (tokens[s] < tokens_max)
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
        if (!admission_admit(key, keys[hand]))
            return;
        s = hand;
        slot_of[keys[s]] = -1;
        n_evictions++;
        hand = (hand + 1) % cap;
    }
    keys[s] = key;
    tokens[s] = (unsigned char)tokens_on_admit;
    slot_of[key] = s;
}

static void tclock_fini(void)
{
    free(keys); free(tokens); free(slot_of);
}

struct policy policy_tclock = { "tclock", "TokenClock (this paper)", tclock_init, tclock_access,
                                tclock_fini, NULL };
