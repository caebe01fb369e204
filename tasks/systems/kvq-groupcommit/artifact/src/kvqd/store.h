/*
 * store.h - in-memory versioned key/value table (open addressing).
 */
#ifndef KVQD_STORE_H
#define KVQD_STORE_H

#include <stddef.h>
#include <stdint.h>

typedef struct kvq_entry {
    char     *key;
    uint16_t  klen;
    uint64_t  version;
    char     *val;
    uint32_t  vlen;
} kvq_entry;

typedef struct kvq_store {
    kvq_entry *slots;
    size_t     cap;     /* power of two */
    size_t     count;
    uint64_t   bytes;   /* key + value bytes held */
} kvq_store;

int  kvq_store_init(kvq_store *s, size_t cap);
void kvq_store_free(kvq_store *s);
const kvq_entry *kvq_store_get(const kvq_store *s, const char *key, uint16_t klen);
/* stores the record if version is newer than what is held; 1 applied,
 * 0 ignored (older or equal version), -1 out of memory */
int  kvq_store_put(kvq_store *s, const char *key, uint16_t klen, uint64_t version,
                   const char *val, uint32_t vlen);
/* order-independent digest of the contents (docs/protocol.md, "Digest") */
uint64_t kvq_store_digest(const kvq_store *s);
typedef void (*kvq_store_iter)(const kvq_entry *e, void *user);
void kvq_store_foreach(const kvq_store *s, kvq_store_iter fn, void *user);

#endif
