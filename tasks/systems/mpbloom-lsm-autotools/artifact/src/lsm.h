#ifndef LSM_H
#define LSM_H
/*
 * lsm.h - public interface of the mpblsm key-value engine.
 *
 * Keys are unsigned 64-bit integers, values are fixed-size byte strings
 * (options.value_size).  Leveled LSM tree: an L0 of up to l0_limit
 * overlapping runs, and one run per deeper level.
 */
#include <stdint.h>
#include <stddef.h>
#include "bloom.h"

typedef struct lsm_db lsm_db;

typedef struct lsm_options {
    uint32_t value_size;
    uint32_t memtable_entries;   /* flush when the memtable holds this many keys */
    uint32_t l0_limit;           /* compact L0 into L1 when it holds this many runs */
    uint64_t l1_entries;         /* capacity of L1 in entries */
    uint32_t size_ratio;         /* capacity(i+1) = size_ratio * capacity(i) */
    uint32_t block_size;
    uint32_t cache_blocks;
    uint32_t wal_group;          /* records per group commit */
    int sync;                    /* 1 = fdatasync on commit, 0 = count only */
    struct bloom_params bloom;
} lsm_options;

void lsm_options_default(lsm_options *o);

lsm_db *lsm_open(const char *dir, const lsm_options *o);
int lsm_close(lsm_db *db);

int lsm_put(lsm_db *db, uint64_t key, const unsigned char *value);
int lsm_delete(lsm_db *db, uint64_t key);
/* 1 found (value copied), 0 not found */
int lsm_get(lsm_db *db, uint64_t key, unsigned char *value);

/* visit every live key in order */
typedef int (*lsm_scan_fn)(void *arg, uint64_t key, const unsigned char *value);
int lsm_scan(lsm_db *db, lsm_scan_fn fn, void *arg);

/* shape of the tree, for reports */
int lsm_num_levels(const lsm_db *db);
int lsm_level_runs(const lsm_db *db, int level);
uint64_t lsm_level_entries(const lsm_db *db, int level);
uint64_t lsm_level_filter_bits(const lsm_db *db, int level);
uint64_t lsm_total_filter_bits(const lsm_db *db);
const char *lsm_version(void);

#endif
