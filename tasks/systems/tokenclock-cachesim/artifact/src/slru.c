/*
 * slru.c -- segmented LRU.  New objects enter the probationary segment; a hit
 * there promotes the object to the protected segment (protected_share of the
 * cache), whose LRU end is demoted back to the head of the probationary one.
 * Victims come from the probationary segment's LRU end.
 */
#include <stdlib.h>
#include "sim.h"
#include "config.h"
#include "admission.h"
#include "klist.h"
#include "util.h"

enum { NOWHERE, PROBATION, PROTECTED };

static struct klinks links;
static struct klist prob, prot;
static unsigned char *where;
static int cap, prot_cap;

static void slru_init(int capacity, int max_key)
{
    cap = capacity;
    prot_cap = (int)(capacity * conf.protected_share);
    if (prot_cap < 1)
        prot_cap = 1;
    if (prot_cap >= cap)
        prot_cap = cap - 1;
    links.prev = xmalloc((max_key + 1) * sizeof(int));
    links.next = xmalloc((max_key + 1) * sizeof(int));
    where = xcalloc(max_key + 1, 1);
    klist_init(&prob);
    klist_init(&prot);
}

static void slru_access(int key)
{
    int victim;

    if (where[key] == PROTECTED) {
        n_hits++;
        klist_remove(&links, &prot, key);
        klist_push_head(&links, &prot, key);
        return;
    }
    if (where[key] == PROBATION) {
        n_hits++;
        klist_remove(&links, &prob, key);
        klist_push_head(&links, &prot, key);
        where[key] = PROTECTED;
        if (prot.size > prot_cap) {
            victim = klist_pop_tail(&links, &prot);
            klist_push_head(&links, &prob, victim);
            where[victim] = PROBATION;
        }
        return;
    }
    n_misses++;
    if (prob.size + prot.size >= cap) {
        /* a capacity of 1 leaves the protected segment as the only one */
        struct klist *from = prob.size > 0 ? &prob : &prot;

        if (!admission_admit(key, from->tail))
            return;
        victim = klist_pop_tail(&links, from);
        where[victim] = NOWHERE;
        n_evictions++;
    }
    klist_push_head(&links, &prob, key);
    where[key] = PROBATION;
}

static void slru_fini(void)
{
    free(links.prev); free(links.next); free(where);
}

struct policy policy_slru = { "slru", "segmented LRU", slru_init, slru_access, slru_fini, NULL };
