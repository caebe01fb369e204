/*
 * ring.c - consistent hashing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "ring.h"

static int cmp_token(const void *a, const void *b)
{
    const kvq_token *x = a, *y = b;
    if (x->pos < y->pos)
        return -1;
    if (x->pos > y->pos)
        return 1;
    return x->node - y->node;
}

int kvq_ring_build(kvq_ring *r, const kvq_conf *c)
{
    int i, v, k = 0;
    char label[64];

    r->nnodes = c->nnodes;
    r->ntokens = c->nnodes * c->vnodes;
    r->tokens = calloc((size_t)r->ntokens, sizeof(kvq_token));
    if (!r->tokens)
        return -1;
    for (i = 0; i < c->nnodes; i++) {
        for (v = 0; v < c->vnodes; v++) {
            snprintf(label, sizeof(label), "%s#%d", c->nodes[i].name, v);
            r->tokens[k].pos = kvq_ring_hash(label, strlen(label));
            r->tokens[k].node = i;
            k++;
        }
    }
    qsort(r->tokens, (size_t)r->ntokens, sizeof(kvq_token), cmp_token);
    return 0;
}

void kvq_ring_free(kvq_ring *r)
{
    free(r->tokens);
    r->tokens = NULL;
    r->ntokens = 0;
}

int kvq_ring_walk(const kvq_ring *r, const char *key, int klen, int *walk)
{
    uint64_t h = kvq_ring_hash(key, (size_t)klen);
    int lo = 0, hi = r->ntokens, start, i, n = 0;
    uint32_t seen = 0;

    /* first token with pos >= h */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (r->tokens[mid].pos < h)
            lo = mid + 1;
        else
            hi = mid;
    }
    start = lo % r->ntokens;
    for (i = 0; i < r->ntokens && n < r->nnodes; i++) {
        int node = r->tokens[(start + i) % r->ntokens].node;
        if (!(seen & (1u << node))) {
            seen |= 1u << node;
            walk[n++] = node;
        }
    }
    return n;
}

int kvq_choose_targets(const int *walk, int n, uint32_t live, int q,
                       int *targets, int *hint_for)
{
    int i, nt = 0, spare = q;

    if (q > n)
        return -1;
    for (i = 0; i < q; i++) {
        int node = walk[i];
        if (live & (1u << node)) {
            targets[nt] = node;
            hint_for[nt] = -1;
            nt++;
            continue;
        }
        /* find a stand-in further down the walk */
        while (spare < n && !(live & (1u << walk[spare])))
            spare++;
        if (spare >= n)
            return -1;
        targets[nt] = walk[spare];
        hint_for[nt] = node;
        nt++;
        spare++;
    }
    return nt;
}

int kvq_first_live(const int *walk, int n, uint32_t live)
{
    int i;
    for (i = 0; i < n; i++)
        if (live & (1u << walk[i]))
            return walk[i];
    return -1;
}
