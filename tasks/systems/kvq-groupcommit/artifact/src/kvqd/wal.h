/*
 * wal.h - write-ahead log with group commit.
 *
 * Records are appended to an in-memory batch and written to the log file
 * (and fsync'ed) once per group-commit window, measured in logical ticks:
 * the batch is flushed by the first append whose tick is at least
 * `flush_ticks` after the previous flush.  A crash loses the batch.
 *
 * Record layout (docs/wal-format.md):
 *   u32 crc32 (of everything after this field)
 *   u32 body length
 *   u64 tick, u64 version, u16 klen, u32 vlen, key, value
 */
#ifndef KVQD_WAL_H
#define KVQD_WAL_H

#include <stdint.h>
#include "../common/buf.h"
#include "store.h"

typedef struct kvq_wal {
    int      fd;
    char     path[512];
    int      do_fsync;
    int64_t  flush_ticks;
    int64_t  last_flush_tick;
    kvq_buf  batch;
    uint64_t batch_records;
    /* counters */
    uint64_t appends;
    uint64_t flushes;
    uint64_t flushed_records;
    uint64_t bytes_written;
} kvq_wal;

int  kvq_wal_open(kvq_wal *w, const char *dir, int64_t flush_ticks, int do_fsync,
                  int64_t start_tick);
/* replay the durable log into the store; returns records replayed or -1 */
long kvq_wal_replay(kvq_wal *w, kvq_store *s, uint64_t *max_tick);
int  kvq_wal_append(kvq_wal *w, uint64_t tick, const char *key, uint16_t klen,
                    uint64_t version, const char *val, uint32_t vlen);
int  kvq_wal_maybe_flush(kvq_wal *w, uint64_t tick);
int  kvq_wal_flush(kvq_wal *w, uint64_t tick);
void kvq_wal_close(kvq_wal *w);

#endif
