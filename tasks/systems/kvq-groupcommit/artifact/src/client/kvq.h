/*
 * kvq.h - client library.
 *
 * The client routes each request to the coordinator for its key: the first
 * live node on the key's ring walk.  Versions and ticks are supplied by
 * the caller (the benchmark uses the operation's index in the workload),
 * which makes every run of a workload reproducible.
 */
#ifndef KVQ_CLIENT_H
#define KVQ_CLIENT_H

#include <stdint.h>
#include "../common/conf.h"
#include "../common/ring.h"
#include "../common/buf.h"

typedef struct kvq_client {
    kvq_conf  conf;
    kvq_ring  ring;
    uint32_t  live;
    int       fds[KVQ_MAX_NODES];
    uint32_t  seq;
    kvq_buf   wb, rb;
    int       connect_retries;
} kvq_client;

typedef struct kvq_result {
    int       status;     /* KVQ_OK, KVQ_NOTFOUND, KVQ_UNAVAILABLE, KVQ_ERROR */
    uint64_t  version;
    char     *val;        /* owned by the client until the next call */
    uint32_t  vlen;
    int       coordinator;
} kvq_result;

int  kvq_client_init(kvq_client *c, const kvq_conf *conf);
void kvq_client_close(kvq_client *c);
void kvq_client_set_live(kvq_client *c, uint32_t live);

int  kvq_client_put(kvq_client *c, const char *key, const char *val, uint32_t vlen,
                    uint64_t version, uint64_t tick, kvq_result *res);
int  kvq_client_get(kvq_client *c, const char *key, uint64_t tick, kvq_result *res);

/* admin requests to one node */
int  kvq_admin_ping(kvq_client *c, int node);
int  kvq_admin_stats(kvq_client *c, int node, char *out, size_t outlen);
int  kvq_admin_updown(kvq_client *c, int node, int type, int subject, uint64_t tick);
int  kvq_admin_shutdown(kvq_client *c, int node);

/* parse "0,1,3" or "all" into a bitmask */
uint32_t kvq_parse_live(const char *s, int nnodes);

#endif
