#ifndef BENCH_PRNG_H
#define BENCH_PRNG_H
/* splitmix64: tiny, fast and identical on every platform */
#include <stdint.h>

typedef struct prng {
    uint64_t s;
} prng;

static inline void prng_seed(prng *p, uint64_t seed)
{
    p->s = seed;
}

static inline uint64_t prng_next(prng *p)
{
    uint64_t z = (p->s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

#endif
