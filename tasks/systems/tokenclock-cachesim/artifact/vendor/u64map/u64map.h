/*
 * u64map -- a small open-addressing hash map from 64-bit keys to 32-bit values.
 *
 * Vendored into cachesim from the group's shared utilities (version 0.4, 2013).
 * Linear probing, power-of-two table, backward-shift deletion (no tombstones).
 * One key value is reserved as the "empty slot" marker; see U64MAP_EMPTY.
 *
 * Not thread-safe.  All functions abort on allocation failure.
 */
#ifndef U64MAP_H
#define U64MAP_H

#include <stddef.h>
#include <stdint.h>

/* Keys are stored as key+1 internally so that every 64-bit value but
 * UINT64_MAX can be used; UINT64_MAX itself is rejected by u64map_put(). */
#define U64MAP_EMPTY 0u

struct u64map {
    uint64_t *keys;     /* stored key + 1, or U64MAP_EMPTY */
    int32_t  *vals;
    size_t    mask;     /* capacity - 1 */
    size_t    size;     /* number of live entries */
    size_t    grow_at;  /* resize when size reaches this (load factor 0.7) */
};

void    u64map_init(struct u64map *m, size_t expected);
void    u64map_free(struct u64map *m);
void    u64map_clear(struct u64map *m);

/* value for key, or -1 when absent */
int32_t u64map_get(const struct u64map *m, uint64_t key);

/* insert or overwrite; returns 0, or -1 for the reserved key */
int     u64map_put(struct u64map *m, uint64_t key, int32_t val);

/* returns 1 when the key was present and has been removed */
int     u64map_del(struct u64map *m, uint64_t key);

/* iteration: for (i = 0; u64map_next(m, &i, &k, &v); ) ... */
int     u64map_next(const struct u64map *m, size_t *iter, uint64_t *key, int32_t *val);

#endif
