/* rng.c - xorshift32, seeded through a multiplicative scramble. */
#include "rng.h"

static uint32_t state = 1;

void rng_seed(uint32_t seed)
{
    state = (seed * 2654435761u) ^ 0x5bd1e995u;
    if (state == 0)
        state = 1;
}

uint32_t rng_next(void)
{
    uint32_t x = state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    state = x;
    return x;
}

uint32_t rng_below(uint32_t n)
{
    return n ? rng_next() % n : 0;
}
