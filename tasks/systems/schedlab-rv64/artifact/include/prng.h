/* schedlab: splitmix64 pseudo-random generator (the same generator is used
 * by the host-side tools, so workloads can be reproduced off-line). */
#ifndef SCHEDLAB_PRNG_H
#define SCHEDLAB_PRNG_H

#include "types.h"

struct prng {
    uint64 state;
};

void   prng_seed(struct prng *r, uint64 seed);
uint64 prng_next(struct prng *r);
uint64 prng_range(struct prng *r, uint64 lo, uint64 hi);   /* inclusive */

#endif
