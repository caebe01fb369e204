/*
 * ring.h - consistent-hash ring with virtual nodes, and quorum target
 * selection with hinted substitutes (docs/protocol.md, "Placement").
 */
#ifndef KVQ_RING_H
#define KVQ_RING_H

#include <stdint.h>
#include "conf.h"

typedef struct kvq_token {
    uint64_t pos;
    int      node;
} kvq_token;

typedef struct kvq_ring {
    int        nnodes;
    int        ntokens;
    kvq_token *tokens;
} kvq_ring;

int  kvq_ring_build(kvq_ring *r, const kvq_conf *c);
void kvq_ring_free(kvq_ring *r);

/* distinct nodes in ring order starting at the key's position; returns
 * the number written to walk (== nnodes) */
int  kvq_ring_walk(const kvq_ring *r, const char *key, int klen, int *walk);

/*
 * Pick q targets for an operation: the first q positions of the walk;
 * a position whose node is down is taken over by the next live node
 * after position q-1 (in walk order), which holds the record as a hint
 * for the node it replaces.  live is a bitmask of node ids.
 *
 * Writes node ids to targets[] and, per target, the node it stands in for
 * (or -1) to hint_for[].  Returns q, or -1 when fewer than q nodes are
 * live.
 */
int  kvq_choose_targets(const int *walk, int n, uint32_t live, int q,
                        int *targets, int *hint_for);

/* coordinator a client should contact: first live node of the walk */
int  kvq_first_live(const int *walk, int n, uint32_t live);

#endif
