/*
 * hash.h - 64-bit FNV-1a, used for ring tokens, key placement and the
 * store digest.  Must stay bit-identical across releases: ring positions
 * of existing clusters depend on it.
 */
#ifndef KVQ_HASH_H
#define KVQ_HASH_H

#include <stddef.h>
#include <stdint.h>

#define KVQ_FNV_OFFSET 0xcbf29ce484222325ULL
#define KVQ_FNV_PRIME  0x100000001b3ULL

uint64_t kvq_fnv1a(const void *data, size_t len);
uint64_t kvq_fnv1a_cont(uint64_t h, const void *data, size_t len);
uint64_t kvq_fnv1a_str(const char *s);
/* splitmix64 finalizer: FNV alone clusters short, similar labels such as
 * "n0#0", "n0#1" on the ring, so ring positions are mixed */
uint64_t kvq_mix64(uint64_t z);
uint64_t kvq_ring_hash(const void *data, size_t len);

#endif
