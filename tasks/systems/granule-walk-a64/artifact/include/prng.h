/* prng.h - splitmix64, the only randomness source of the experiments. */
#ifndef GW_PRNG_H
#define GW_PRNG_H

#include "types.h"

struct prng {
	u64 state;
};

static inline void prng_seed(struct prng *p, u64 seed)
{
	p->state = seed;
}

static inline u64 prng_next(struct prng *p)
{
	u64 z;

	p->state += 0x9E3779B97F4A7C15ULL;
	z = p->state;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/* Uniform in [0, n) by plain modulo (n is small against 2^64; the bias is
 * below 2^-40 for every n the experiments use). */
static inline u64 prng_below(struct prng *p, u64 n)
{
	return prng_next(p) % n;
}

#endif
