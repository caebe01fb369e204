/* rand.c -- random replacement: evict a uniformly chosen slot (seed: [sim] seed). */
#include <stdlib.h>
#include "sim.h"
#include "config.h"
#include "admission.h"
#include "util.h"

static int *slot_of, *keys;
static int cap, used;
static struct rng rng;

static void rand_init(int capacity, int max_key)
{
    int i;

    cap = capacity;
    used = 0;
    rng_seed(&rng, conf.seed);
    keys = xmalloc(cap * sizeof(int));
    slot_of = xmalloc((max_key + 1) * sizeof(int));
    for (i = 0; i <= max_key; i++)
        slot_of[i] = -1;
}

static void rand_access(int key)
{
    int s = slot_of[key];

    if (s >= 0) {
        n_hits++;
        return;
    }
    n_misses++;
    if (used < cap) {
        s = used++;
    } else {
        s = (int)rng_below(&rng, (uint32_t)cap);
        if (!admission_admit(key, keys[s]))
            return;
        slot_of[keys[s]] = -1;
        n_evictions++;
    }
    keys[s] = key;
    slot_of[key] = s;
}

static void rand_fini(void)
{
    free(keys);
    free(slot_of);
}

struct policy policy_rand = { "random", "random replacement", rand_init, rand_access, rand_fini, NULL };
