/*
 * node.h - state of one kvqd process.
 */
#ifndef KVQD_NODE_H
#define KVQD_NODE_H

#include <stdint.h>
#include "../common/buf.h"
#include "../common/conf.h"
#include "../common/ring.h"
#include "../common/wire.h"
#include "hints.h"
#include "stats.h"
#include "store.h"
#include "wal.h"

#define KVQD_MAX_CONNS 64
#define KVQD_VERSION   "0.9.2"

typedef struct kvqd_conn {
    int     fd;
    kvq_buf rbuf;
} kvqd_conn;

typedef struct kvqd_peer {
    int     fd;          /* outgoing connection, -1 when closed */
    uint32_t seq;
} kvqd_peer;

typedef struct kvqd_node {
    int        id;
    char       listen_host[128];
    int        listen_port;
    char       data_dir[512];
    kvq_conf   conf;
    kvq_ring   ring;
    uint32_t   live;         /* bitmask of nodes believed up */
    int64_t    start_tick;

    int        lfd;
    kvqd_conn  conns[KVQD_MAX_CONNS];
    int        nconns;
    kvqd_peer  peers[KVQ_MAX_NODES];

    kvq_store  store;
    kvq_wal    wal;
    kvq_hints  hints;
    kvqd_stats stats;

    kvq_buf    out;          /* scratch for replies */
    kvq_buf    rpc_out;      /* scratch for outgoing peer requests */
    kvq_buf    rpc_in;
    int        running;
} kvqd_node;

int  kvqd_node_start(kvqd_node *n);
int  kvqd_node_run(kvqd_node *n);
void kvqd_node_stop(kvqd_node *n);

/* node.c */
int  kvqd_peer_rpc(kvqd_node *n, int peer, kvq_buf *req, kvq_hdr *h);
void kvqd_peer_close(kvqd_node *n, int peer);
int  kvqd_apply_local(kvqd_node *n, uint64_t tick, const char *key, uint16_t klen,
                      uint64_t version, const char *val, uint32_t vlen);

/* coord.c */
void kvqd_coord_put(kvqd_node *n, uint32_t seq, const kvq_put *p, kvq_buf *reply);
void kvqd_coord_get(kvqd_node *n, uint32_t seq, const kvq_get *g, kvq_buf *reply);
int  kvqd_deliver_hints(kvqd_node *n, int node, uint64_t tick);

#endif
