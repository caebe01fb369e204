/*
 * stats.h - counters reported by the STATS admin request.
 */
#ifndef KVQD_STATS_H
#define KVQD_STATS_H

#include <stddef.h>
#include <stdint.h>

typedef struct kvqd_stats {
    uint64_t client_puts;
    uint64_t client_gets;
    uint64_t unavailable;
    uint64_t peer_msgs;        /* frames this node sent to other nodes */
    uint64_t peer_bytes;       /* ... and their size, headers included */
    uint64_t applies;          /* records that changed the local store */
    uint64_t hints_stored;
    uint64_t hints_delivered;
    uint64_t read_repairs;     /* repair writes issued as coordinator */
    uint64_t stale_seen;       /* replica answers older than the newest */
    uint64_t recovered;        /* WAL records replayed at start */
} kvqd_stats;

struct kvqd_node;
/* render "name=value\n" lines */
size_t kvqd_stats_render(const struct kvqd_node *n, char *out, size_t outlen);

#endif
