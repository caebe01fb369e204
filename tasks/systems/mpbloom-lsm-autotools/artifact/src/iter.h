#ifndef LSM_ITER_H
#define LSM_ITER_H
/*
 * iter.h - merging iterator over one memtable and any number of runs.
 * Sources are given newest first; on equal keys the newest source wins and
 * the older entries are skipped.
 */
#include <stdint.h>
#include "memtable.h"
#include "sst.h"

#define MERGE_MAX_SOURCES 80

typedef struct merge_src {
    int is_mem;
    mt_iter mi;
    sst_iter si;
} merge_src;

typedef struct merge_iter {
    merge_src src[MERGE_MAX_SOURCES];
    int nsrc;
    uint32_t value_size;
    /* current entry */
    int valid;
    uint64_t key;
    int flag;
    const unsigned char *value;
} merge_iter;

void merge_init(merge_iter *m, uint32_t value_size);
void merge_add_mem(merge_iter *m, const memtable *mt);
void merge_add_sst(merge_iter *m, sst *s, uint64_t *bytes_read);
void merge_start(merge_iter *m);
void merge_next(merge_iter *m);
void merge_done(merge_iter *m);

#endif
