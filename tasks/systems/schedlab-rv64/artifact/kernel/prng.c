/* schedlab: splitmix64. */
#include "types.h"
#include "prng.h"

void prng_seed(struct prng *r, uint64 seed)
{
    r->state = seed;
}

uint64 prng_next(struct prng *r)
{
    uint64 z = (r->state += 0x9e3779b97f4a7c15UL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9UL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebUL;
    return z ^ (z >> 31);
}

uint64 prng_range(struct prng *r, uint64 lo, uint64 hi)
{
    return lo + prng_next(r) % (hi - lo + 1);
}
