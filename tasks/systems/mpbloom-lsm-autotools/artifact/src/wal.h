#ifndef LSM_WAL_H
#define LSM_WAL_H
/*
 * wal.h - write-ahead log with count-based group commit.
 *
 * Record: u32 crc | u32 payload length | u8 type | u64 key | value (puts only)
 * The crc covers type, key and value.  A sync is issued after every
 * `group` records and whenever the log is rotated (memtable flush).
 */
#include <stdint.h>
#include "env.h"

#define WAL_PUT 1
#define WAL_DEL 2
#define WAL_HEADER 17

typedef struct wal {
    lsm_file *f;
    char *path;
    uint32_t group;
    uint32_t pending;
    int really_sync;
} wal;

wal *wal_open(const char *path, uint32_t group, int really_sync);
int wal_append(wal *w, int type, uint64_t key, const unsigned char *value, uint32_t value_size);
int wal_commit(wal *w);            /* sync pending records, if any */
void wal_close(wal *w, int remove);

typedef int (*wal_replay_fn)(void *arg, int type, uint64_t key, const unsigned char *value);
/* replays a log; returns number of records, -1 on I/O error; stops at the first torn record */
long wal_replay(const char *path, uint32_t value_size, wal_replay_fn fn, void *arg);

#endif
