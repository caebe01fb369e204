#ifndef LSM_INT_H
#define LSM_INT_H
/* lsm_int.h - engine internals shared by lsm.c, compaction.c and manifest.c */
#include "lsm.h"
#include "memtable.h"
#include "sst.h"
#include "wal.h"
#include "cache.h"
#include "stats.h"

#define L0_MAX_RUNS 64

typedef struct level {
    sst *runs[L0_MAX_RUNS];      /* L0: oldest first; deeper levels: at most one */
    int nruns;
} level;

struct lsm_db {
    char *dir;
    lsm_options opt;
    memtable *mem;
    wal *log;
    uint64_t log_no;
    lsm_cache *cache;
    level levels[LSM_MAX_LEVELS];
    int nlevels;                 /* deepest level ever used + 1 */
    uint64_t next_file;
    unsigned char *scratch;      /* value_size bytes */
};

char *lsm_file_path(const lsm_db *db, uint64_t file_no, const char *ext);
uint64_t lsm_level_capacity(const lsm_db *db, int level);

/* compaction.c */
int lsm_flush_memtable(lsm_db *db);
int lsm_maybe_compact(lsm_db *db);
sst *lsm_merge_runs(lsm_db *db, sst **inputs, int ninputs, int out_level, int drop_tombstones,
                    uint64_t *bytes_written);

/* manifest.c */
int manifest_write(lsm_db *db);
int manifest_load(lsm_db *db);

#endif
