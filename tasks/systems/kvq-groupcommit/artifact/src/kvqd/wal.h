/*
 * wal.h - write-ahead log with group commit.
 *
 * The log file is owned by a writer process (forked by kvq_wal_start) so
 * that write() and fdatasync() do not run on the node's event loop.  kvqd
 * hands every record to the writer as it is appended; the writer keeps
 * the records of the current window and writes and syncs them when kvqd
 * asks for a flush: the first append whose tick is at least `flush_ticks`
 * after the previous flush.  kvqd waits for the writer's acknowledgement
 * before it answers the request that caused the flush.
 *
 * Record layout (docs/wal-format.md):
 *   u32 crc32 (of everything after this field)
 *   u32 body length
 *   u64 tick, u64 version, u16 klen, u32 vlen, key, value
 */
#ifndef KVQD_WAL_H
#define KVQD_WAL_H

#include <stdint.h>
#include <sys/types.h>
#include "../common/buf.h"
#include "store.h"

typedef struct kvq_wal {
    int      fd;             /* log file; handed to the writer by kvq_wal_start */
    char     path[512];
    int      do_fsync;
    int64_t  flush_ticks;
    int64_t  last_flush_tick;
    pid_t    writer;         /* 0 until kvq_wal_start */
    int      to_writer;      /* records and flush requests */
    int      from_writer;    /* flush acknowledgements */
    kvq_buf  msg;            /* scratch for one message to the writer */
    uint64_t batch_records;  /* records of the current window */
    uint64_t batch_bytes;
    /* counters */
    uint64_t appends;
    uint64_t flushes;
    uint64_t flushed_records;
    uint64_t bytes_written;
} kvq_wal;

/* open (and lock) <dir>/wal.log; the window starts at start_tick */
int  kvq_wal_open(kvq_wal *w, const char *dir, int64_t flush_ticks, int do_fsync,
                  int64_t start_tick);
/* replay the durable log into the store; returns records replayed or -1 */
long kvq_wal_replay(kvq_wal *w, kvq_store *s, uint64_t *max_tick);
/* fork the writer; after this the log file belongs to it */
int  kvq_wal_start(kvq_wal *w);
int  kvq_wal_append(kvq_wal *w, uint64_t tick, const char *key, uint16_t klen,
                    uint64_t version, const char *val, uint32_t vlen);
int  kvq_wal_maybe_flush(kvq_wal *w, uint64_t tick);
int  kvq_wal_flush(kvq_wal *w, uint64_t tick);
/* flush what is pending, stop the writer and wait for it */
void kvq_wal_close(kvq_wal *w);

#endif
