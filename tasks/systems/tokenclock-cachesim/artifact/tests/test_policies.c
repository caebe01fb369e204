/*
 * test_policies.c -- properties every policy must have, on a random trace:
 * hits + misses = requests, no policy beats OPT, and a cache as large as the
 * number of objects misses only once per object.  Plus hand-checked cases.
 */
#include <string.h>
#include "unit.h"
#include "sim.h"
#include "admission.h"
#include "config.h"
#include "util.h"

static struct policy *all[] = {
    &policy_fifo, &policy_lru, &policy_clock, &policy_tclock, &policy_lfu,
    &policy_slru, &policy_twoq, &policy_arc, &policy_rand, &policy_opt, NULL
};

static long run(struct policy *p, const struct trace *t, int cap)
{
    long i;

    n_hits = n_misses = n_evictions = n_rejected = 0;
    if (p->prepare)
        p->prepare(t);
    admission_init();
    p->init(cap, t->max_key);
    for (i = 0; i < t->n; i++) {
        admission_tick(t->keys[i]);
        p->access(t->keys[i]);
    }
    p->fini();
    admission_fini();
    return n_hits;
}

int main(void)
{
    static int keys[20000];
    static int belady[] = { 0, 1, 2, 3, 0, 1, 4, 0, 1, 2, 3, 4 };
    struct trace t;
    struct rng r;
    long opt_hits, h;
    int i, ok;
    char what[96];

    conf_defaults(&conf);
    rng_seed(&r, 2024);
    for (i = 0; i < 20000; i++)      /* skewed: half the requests to 50 of 1000 objects */
        keys[i] = rng_below(&r, 2) ? (int)rng_below(&r, 50) : (int)rng_below(&r, 1000);
    t.keys = keys;
    t.n = 20000;
    t.max_key = 999;

    opt_hits = run(&policy_opt, &t, 100);
    for (i = 0; all[i]; i++) {
        h = run(all[i], &t, 100);
        snprintf(what, sizeof what, "%s: hits + misses = requests", all[i]->name);
        CHECK(n_hits + n_misses == t.n, what);
        snprintf(what, sizeof what, "%s: no better than opt (%ld <= %ld)", all[i]->name, h, opt_hits);
        CHECK(h <= opt_hits, what);
        run(all[i], &t, 1000);
        snprintf(what, sizeof what, "%s: only compulsory misses when everything fits", all[i]->name);
        CHECK(n_misses == 1000 || n_misses == 999 + 1, what);
    }

    /* Belady's anomaly sequence, capacity 3 (tests/tiny.expected has the same numbers) */
    t.keys = belady;
    t.n = 12;
    t.max_key = 4;
    CHECK(run(&policy_fifo, &t, 3) == 3, "fifo: 3 hits on Belady's sequence");
    CHECK(run(&policy_lru, &t, 3) == 2, "lru: 2 hits");
    CHECK(run(&policy_tclock, &t, 3) == 2, "tclock: 2 hits");
    CHECK(run(&policy_opt, &t, 3) == 5, "opt: 5 hits");

    /* doorkeeper: a one-touch scan does not disturb a full cache */
    conf.admission = ADMIT_DOORKEEPER;
    conf.bloom_bits_log2 = 22;          /* no false positives for 10k ids, in practice */
    for (i = 0; i < 20000; i++)
        keys[i] = i < 10000 ? i % 10 : 1000 + i;
    t.keys = keys;
    t.n = 20000;
    t.max_key = 1000 + 19999;
    run(&policy_lru, &t, 10);
    ok = n_rejected == 10000 && n_evictions == 0;
    CHECK(ok, "doorkeeper rejects every one-touch object");
    conf.admission = ADMIT_NONE;
    return 0;
}
