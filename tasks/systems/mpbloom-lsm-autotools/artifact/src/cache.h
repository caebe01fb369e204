#ifndef LSM_CACHE_H
#define LSM_CACHE_H
/* cache.h - LRU cache of data blocks, keyed by (file number, block number) */
#include <stdint.h>
#include <stddef.h>

typedef struct cache_entry {
    uint64_t file_no;
    uint64_t blk;
    unsigned char *buf;
    size_t len;
    struct cache_entry *prev, *next;    /* LRU list, head = most recent */
    struct cache_entry *hnext;          /* hash chain */
} cache_entry;

typedef struct lsm_cache {
    uint32_t capacity;                  /* in blocks; 0 disables caching */
    uint32_t count;
    uint32_t nbuckets;
    cache_entry **buckets;
    cache_entry *head, *tail;
} lsm_cache;

lsm_cache *cache_new(uint32_t capacity_blocks);
void cache_free(lsm_cache *c);
/* returns the cached block and marks it most recently used, or NULL */
const unsigned char *cache_lookup(lsm_cache *c, uint64_t file_no, uint64_t blk, size_t *len);
/* takes ownership of buf (frees it at once when the cache is disabled) */
const unsigned char *cache_insert(lsm_cache *c, uint64_t file_no, uint64_t blk,
                                  unsigned char *buf, size_t len);
void cache_purge_file(lsm_cache *c, uint64_t file_no);

#endif
