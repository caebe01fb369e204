#ifndef LSM_MEMTABLE_H
#define LSM_MEMTABLE_H
/* memtable.h - in-memory sorted buffer (skiplist) of the newest writes */
#include <stdint.h>
#include <stddef.h>

#define MT_MAX_HEIGHT 16

typedef struct mt_node {
    uint64_t key;
    unsigned char flag;          /* 0 = value, 1 = tombstone */
    unsigned char *value;        /* value_size bytes (zeroed for tombstones) */
    struct mt_node *next[];
} mt_node;

typedef struct memtable {
    mt_node *head;
    uint32_t value_size;
    uint64_t count;              /* distinct keys */
    uint64_t bytes;              /* approximate memory */
    uint64_t rng;
    int height;
} memtable;

memtable *memtable_new(uint32_t value_size);
void memtable_free(memtable *m);
/* insert or overwrite; value may be NULL for a tombstone */
void memtable_put(memtable *m, uint64_t key, int tombstone, const unsigned char *value);
/* 0 = absent, 1 = value (copied into out), 2 = tombstone */
int memtable_get(const memtable *m, uint64_t key, unsigned char *out);

typedef struct mt_iter {
    const memtable *m;
    const mt_node *cur;
} mt_iter;

void mt_iter_init(mt_iter *it, const memtable *m);
int mt_iter_valid(const mt_iter *it);
void mt_iter_next(mt_iter *it);
void mt_iter_seek(mt_iter *it, uint64_t key);

#endif
