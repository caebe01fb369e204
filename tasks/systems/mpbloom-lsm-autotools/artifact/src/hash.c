/*
 * hash.c - key hashing for the bloom filters.
 *
 * Keys are 64-bit integers; we hash their 8-byte little-endian encoding so
 * that files are portable between hosts.  The reference implementation uses
 * xxHash64 from the system library.  Hosts without libxxhash get a small
 * portable hash instead; it is a little slower to build filters with.
 */
#include "config.h"
#include "hash.h"
#include "coding.h"

#ifdef HAVE_XXHASH
#include <xxhash.h>

uint64_t lsm_key_hash(uint64_t key)
{
    unsigned char buf[8];
    put_u64(buf, key);
    return (uint64_t)XXH64(buf, sizeof buf, LSM_FILTER_SEED);
}

const char *lsm_hash_name(void)
{
    return "xxh64";
}

#else

/* FNV-1a over the encoded key, then one multiply-xorshift round */
uint64_t lsm_key_hash(uint64_t key)
{
    unsigned char buf[8];
    uint64_t h = 0xcbf29ce484222325ULL ^ LSM_FILTER_SEED;
    put_u64(buf, key);
    for (int i = 0; i < 8; i++) {
        h ^= buf[i];
        h *= 0x100000001b3ULL;
    }
    h ^= h >> 31;
    h *= 0x9E3779B97F4A7C15ULL;
    return h ^ (h >> 29);
}

const char *lsm_hash_name(void)
{
    return "portable";
}

#endif
