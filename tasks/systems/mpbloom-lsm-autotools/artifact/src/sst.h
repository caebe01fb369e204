#ifndef LSM_SST_H
#define LSM_SST_H
/*
 * sst.h - sorted string table files (one per run).
 *
 * Layout (all integers little-endian; see docs/FORMAT.md):
 *   data blocks   u32 count | count * (u64 key, u8 flag, value) | u32 crc
 *   index         nblocks * (u64 first_key, u64 last_key, u64 offset, u32 len)
 *   filter        u32 bpk | u32 k | u64 nbits | nbits/8 bytes
 *   footer        64 bytes, see SST_FOOTER_SIZE
 */
#include <stdint.h>
#include <stddef.h>
#include "env.h"
#include "bloom.h"

#define SST_MAGIC 0x31305453534250ULL   /* "PBSST01" */
#define SST_FOOTER_SIZE 64
#define SST_INDEX_ENTRY 28
#define SST_BLOCK_OVERHEAD 8

typedef struct sst_index_entry {
    uint64_t first_key;
    uint64_t last_key;
    uint64_t offset;
    uint32_t len;
    uint32_t count;
} sst_index_entry;

typedef struct sst {
    uint64_t file_no;
    int level;
    char *path;
    lsm_file *f;
    uint32_t value_size;
    uint64_t nentries;
    uint64_t nblocks;
    uint64_t min_key, max_key;
    uint64_t file_size;
    uint64_t data_bytes;
    sst_index_entry *index;
    bloom *filter;
} sst;

typedef struct sst_writer {
    lsm_file *f;
    char *path;
    uint64_t file_no;
    uint32_t value_size;
    uint32_t entry_size;
    uint32_t per_block;
    uint32_t bpk;
    unsigned char *block;
    uint32_t in_block;
    uint64_t nentries;
    uint64_t *keys;           /* every key, for the filter built at finish */
    uint64_t keys_cap;
    sst_index_entry *index;
    uint64_t nblocks, index_cap;
    uint64_t min_key, max_key;
    uint64_t block_first, block_last;
} sst_writer;

uint32_t sst_entry_size(uint32_t value_size);
uint32_t sst_entries_per_block(uint32_t block_size, uint32_t value_size);

sst_writer *sst_writer_new(const char *path, uint64_t file_no, uint32_t value_size,
                           uint32_t block_size, uint32_t bpk);
int sst_writer_add(sst_writer *w, uint64_t key, int tombstone, const unsigned char *value);
/* finishes the file; returns its size in bytes, or 0 when nothing was added
 * (the file is then removed) */
uint64_t sst_writer_finish(sst_writer *w);
void sst_writer_free(sst_writer *w);

sst *sst_open(const char *path, uint64_t file_no, int level);
void sst_close(sst *s);
/* index lookup: block number that may hold key, or -1 */
long sst_find_block(const sst *s, uint64_t key);
int sst_read_block(sst *s, long blk, unsigned char **buf, size_t *len);
/* search a raw block: 0 absent, 1 value (copied), 2 tombstone */
int sst_block_search(const unsigned char *buf, size_t len, uint32_t value_size,
                     uint64_t key, unsigned char *out);

typedef struct sst_iter {
    sst *s;
    long blk;
    unsigned char *buf;
    size_t len;
    uint32_t pos, count;
    uint64_t *bytes_read;
    uint64_t key;
    int flag;
    const unsigned char *value;
    int valid;
} sst_iter;

void sst_iter_init(sst_iter *it, sst *s, uint64_t *bytes_read);
void sst_iter_next(sst_iter *it);
void sst_iter_done(sst_iter *it);

#endif
