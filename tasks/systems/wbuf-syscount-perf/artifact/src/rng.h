/* rng.h - splitmix64, the only generator used by the workloads.
 *
 * We deliberately avoid rand()/random(): their sequences differ between
 * libcs and the paper's tables must be reproducible on musl and glibc alike.
 */
#ifndef WBUF_RNG_H
#define WBUF_RNG_H

#include <stdint.h>

typedef struct {
    uint64_t s;
} rng_t;

static inline void rng_seed(rng_t *r, uint64_t seed)
{
    r->s = seed;
}

static inline uint64_t rng_next(rng_t *r)
{
    uint64_t z;
    r->s += 0x9E3779B97F4A7C15ULL;
    z = r->s;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

#endif
