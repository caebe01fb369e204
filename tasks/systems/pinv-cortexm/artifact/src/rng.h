#ifndef KESTREL_RNG_H
#define KESTREL_RNG_H
#include <stdint.h>
void rng_seed(uint32_t seed);
uint32_t rng_next(void);
uint32_t rng_below(uint32_t n);
#endif
