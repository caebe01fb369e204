/*
 * arc.c -- Adaptive Replacement Cache.
 *
 * T1 holds objects seen once recently, T2 objects seen at least twice; B1 and
 * B2 are ghost lists of ids recently evicted from T1 and T2.  The target size
 * p of T1 grows on a hit in B1 and shrinks on a hit in B2.  Admission filters
 * are not applied: ARC's ghost lists already decide what is worth keeping.
 */
#include <stdlib.h>
#include "sim.h"
#include "klist.h"
#include "util.h"

enum { NOWHERE, T1, T2, B1, B2 };

static struct klinks links;
static struct klist t1, t2, b1, b2;
static unsigned char *where;
static int c;
static double p;

static void arc_init(int capacity, int max_key)
{
    c = capacity;
    p = 0.0;
    links.prev = xmalloc((max_key + 1) * sizeof(int));
    links.next = xmalloc((max_key + 1) * sizeof(int));
    where = xcalloc(max_key + 1, 1);
    klist_init(&t1);
    klist_init(&t2);
    klist_init(&b1);
    klist_init(&b2);
}

static struct klist *list_of(int w)
{
    switch (w) {
    case T1: return &t1;
    case T2: return &t2;
    case B1: return &b1;
    default: return &b2;
    }
}

static void move(int x, int to)
{
    if (where[x] != NOWHERE)
        klist_remove(&links, list_of(where[x]), x);
    where[x] = (unsigned char)to;
    if (to != NOWHERE)
        klist_push_head(&links, list_of(to), x);
}

/* evict the LRU object of T1 or T2 into its ghost list */
static void replace(int x_in_b2)
{
    int y;

    if (t1.size > 0 && (t1.size > p || (x_in_b2 && t1.size == (int)p))) {
        y = t1.tail;
        move(y, B1);
    } else {
        y = t2.tail;
        move(y, B2);
    }
    n_evictions++;
}

static void arc_access(int x)
{
    double delta;

    switch (where[x]) {
    case T1:
    case T2:
        n_hits++;
        move(x, T2);
        return;
    case B1:
        n_misses++;
        delta = b1.size >= b2.size ? 1.0 : (double)b2.size / b1.size;
        p = p + delta > c ? c : p + delta;
        replace(0);
        move(x, T2);
        return;
    case B2:
        n_misses++;
        delta = b2.size >= b1.size ? 1.0 : (double)b1.size / b2.size;
        p = p - delta < 0 ? 0 : p - delta;
        replace(1);
        move(x, T2);
        return;
    }
    n_misses++;
    if (t1.size + b1.size == c) {
        if (t1.size < c) {
            move(b1.tail, NOWHERE);
            replace(0);
        } else {
            move(t1.tail, NOWHERE);
            n_evictions++;
        }
    } else if (t1.size + t2.size + b1.size + b2.size >= c) {
        if (t1.size + t2.size + b1.size + b2.size == 2 * c)
            move(b2.tail, NOWHERE);
        if (t1.size + t2.size >= c)
            replace(0);
    }
    move(x, T1);
}

static void arc_fini(void)
{
    free(links.prev); free(links.next); free(where);
}

struct policy policy_arc = { "arc", "adaptive replacement cache", arc_init, arc_access, arc_fini, NULL };
