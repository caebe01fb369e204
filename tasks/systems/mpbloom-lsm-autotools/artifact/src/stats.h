/*
 * stats.h - global engine counters.
 *
 * Every module bumps these directly; the benchmark driver reads them after
 * the run.  One engine instance per process (the benchmark runs one
 * configuration per process), so a single global block is enough.
 *
 * NOTE (2011): kept as plain definitions so that the debugger can find them
 * by name without chasing a pointer.
 */
#ifndef LSM_STATS_H
#define LSM_STATS_H

#include <stdint.h>
#include <stdio.h>

#define LSM_MAX_LEVELS 8

struct lsm_stats {
    /* user-visible operations */
    uint64_t puts;
    uint64_t deletes;
    uint64_t gets;
    uint64_t gets_found;
    uint64_t user_bytes;          /* key + value bytes handed to put/delete */

    /* write-ahead log */
    uint64_t wal_records;
    uint64_t wal_bytes;
    uint64_t wal_syncs;

    /* tree maintenance */
    uint64_t flushes;
    uint64_t flush_bytes;         /* bytes of SST files written by flushes */
    uint64_t compactions;
    uint64_t compact_bytes_written;
    uint64_t compact_bytes_read;
    uint64_t tombstones_dropped;
    uint64_t files_created;
    uint64_t files_deleted;

    /* filters */
    uint64_t bloom_probes;        /* filter consultations */
    uint64_t bloom_negatives;     /* filter said "absent" */
    uint64_t bloom_false_pos;     /* filter said "maybe", block did not hold the key */
    uint64_t bloom_bits_built;    /* total filter bits of every run ever built */

    /* block cache / I/O on the read path */
    uint64_t block_reads;
    uint64_t block_bytes_read;
    uint64_t cache_hits;
    uint64_t cache_misses;

    /* per-level lookup accounting (used by the MPB policy and reports) */
    uint64_t level_probes[LSM_MAX_LEVELS];
    uint64_t level_negs[LSM_MAX_LEVELS];
};

/* the one instance (see comment above) */
struct lsm_stats lsm_stats;
int lsm_trace;

void lsm_stats_reset(void);
void lsm_stats_dump(FILE *out);

#endif
