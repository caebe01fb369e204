/*
 * twoq.c -- the full 2Q algorithm: a FIFO A1in for first-time objects, a ghost
 * FIFO A1out remembering ids recently pushed out of A1in, and an LRU Am for
 * objects re-referenced while in A1out.  Sizes: in_share and out_share of the
 * cache capacity ([twoq] in the configuration).
 */
#include <stdlib.h>
#include "sim.h"
#include "config.h"
#include "admission.h"
#include "klist.h"
#include "util.h"

enum { NOWHERE, A1IN, A1OUT, AM };

static struct klinks links;
static struct klist a1in, a1out, am;
static unsigned char *where;
static int cap, kin, kout;

static void twoq_init(int capacity, int max_key)
{
    cap = capacity;
    kin = (int)(capacity * conf.twoq_in_share);
    kout = (int)(capacity * conf.twoq_out_share);
    if (kin < 1)
        kin = 1;
    if (kout < 1)
        kout = 1;
    links.prev = xmalloc((max_key + 1) * sizeof(int));
    links.next = xmalloc((max_key + 1) * sizeof(int));
    where = xcalloc(max_key + 1, 1);
    klist_init(&a1in);
    klist_init(&a1out);
    klist_init(&am);
}

/* make room for one object; returns 0 when the admission filter refused it */
static int reclaim(int key)
{
    int y;

    if (a1in.size + am.size < cap)
        return 1;
    if (a1in.size > kin || am.size == 0) {
        if (!admission_admit(key, a1in.tail))
            return 0;
        y = klist_pop_tail(&links, &a1in);
        klist_push_head(&links, &a1out, y);
        where[y] = A1OUT;
        if (a1out.size > kout)
            where[klist_pop_tail(&links, &a1out)] = NOWHERE;
    } else {
        if (!admission_admit(key, am.tail))
            return 0;
        y = klist_pop_tail(&links, &am);
        where[y] = NOWHERE;
    }
    n_evictions++;
    return 1;
}

static void twoq_access(int key)
{
    switch (where[key]) {
    case AM:
        n_hits++;
        klist_remove(&links, &am, key);
        klist_push_head(&links, &am, key);
        return;
    case A1IN:
        n_hits++;
        return;
    case A1OUT:
        n_misses++;
        klist_remove(&links, &a1out, key);
        where[key] = NOWHERE;
        if (!reclaim(key))
            return;
        klist_push_head(&links, &am, key);
        where[key] = AM;
        return;
    default:
        n_misses++;
        if (!reclaim(key))
            return;
        klist_push_head(&links, &a1in, key);
        where[key] = A1IN;
    }
}

static void twoq_fini(void)
{
    free(links.prev); free(links.next); free(where);
}

struct policy policy_twoq = { "2q", "2Q (A1in, A1out, Am)", twoq_init, twoq_access, twoq_fini, NULL };
