/*
 * stats.c - the STATS reply.  The harness parses it as key=value lines;
 * add fields at the end only.
 */
#include <stdio.h>

#include "node.h"

size_t kvqd_stats_render(const struct kvqd_node *n, char *out, size_t outlen)
{
    const kvqd_stats *s = &n->stats;
    int len = snprintf(out, outlen,
        "node=%d\n"
        "version=%s\n"
        "client_puts=%llu\n"
        "client_gets=%llu\n"
        "unavailable=%llu\n"
        "peer_msgs=%llu\n"
        "peer_bytes=%llu\n"
        "applies=%llu\n"
        "wal_appends=%llu\n"
        "wal_flushes=%llu\n"
        "wal_flushed_records=%llu\n"
        "wal_buffered=%llu\n"
        "wal_bytes=%llu\n"
        "hints_stored=%llu\n"
        "hints_pending=%llu\n"
        "hints_delivered=%llu\n"
        "read_repairs=%llu\n"
        "stale_seen=%llu\n"
        "recovered=%llu\n"
        "keys=%llu\n"
        "digest=%016llx\n"
        "write_quorum=%d\n"
        "read_quorum=%d\n"
        "flush_ticks=%lld\n",
        n->id, KVQD_VERSION,
        (unsigned long long)s->client_puts,
        (unsigned long long)s->client_gets,
        (unsigned long long)s->unavailable,
        (unsigned long long)s->peer_msgs,
        (unsigned long long)s->peer_bytes,
        (unsigned long long)s->applies,
        (unsigned long long)n->wal.appends,
        (unsigned long long)n->wal.flushes,
        (unsigned long long)n->wal.flushed_records,
        (unsigned long long)n->wal.batch_records,
        (unsigned long long)n->wal.bytes_written,
        (unsigned long long)s->hints_stored,
        (unsigned long long)n->hints.count,
        (unsigned long long)s->hints_delivered,
        (unsigned long long)s->read_repairs,
        (unsigned long long)s->stale_seen,
        (unsigned long long)s->recovered,
        (unsigned long long)n->store.count,
        (unsigned long long)kvq_store_digest(&n->store),
        n->conf.write_quorum, n->conf.read_quorum,
        (long long)n->wal.flush_ticks);
    return len < 0 ? 0 : (size_t)len;
}
