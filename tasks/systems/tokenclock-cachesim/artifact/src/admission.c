/*
 * admission.c -- see admission.h.  Not used by Table 1 (filter = none).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "admission.h"
#include "config.h"
#include "sim.h"
#include "util.h"

#define SKETCH_ROWS 4

static uint64_t *bloom;                 /* doorkeeper bits */
static size_t bloom_mask;
static unsigned char *sketch[SKETCH_ROWS]; /* tinylfu counters, one byte each (max 15) */
static size_t sketch_mask;
static uint64_t salt[SKETCH_ROWS];
static long ticks;

static uint64_t hash(uint64_t x, uint64_t s)
{
    x ^= s;
    x *= 0x9e3779b97f4a7c15ULL;
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 32;
    return x;
}

void admission_init(void)
{
    struct rng r;
    size_t bits = (size_t)1 << conf.bloom_bits_log2;
    int i;

    ticks = 0;
    rng_seed(&r, conf.seed * 7919u + 17u);
    for (i = 0; i < SKETCH_ROWS; i++)
        salt[i] = rng_next(&r);
    if (conf.admission == ADMIT_DOORKEEPER) {
        bloom = xcalloc(bits / 64, sizeof *bloom);
        bloom_mask = bits - 1;
    } else if (conf.admission == ADMIT_TINYLFU) {
        for (i = 0; i < SKETCH_ROWS; i++)
            sketch[i] = xcalloc(bits, 1);
        sketch_mask = bits - 1;
    }
}

static int bloom_test_set(int key)
{
    int i, present = 1;

    for (i = 0; i < 3; i++) {
        size_t b = hash((uint64_t)key, salt[i]) & bloom_mask;
        uint64_t bit = (uint64_t)1 << (b & 63);

        if (!(bloom[b >> 6] & bit)) {
            present = 0;
            bloom[b >> 6] |= bit;
        }
    }
    return present;
}

static int estimate(int key)
{
    int i, est = 15;

    for (i = 0; i < SKETCH_ROWS; i++) {
        int v = sketch[i][hash((uint64_t)key, salt[i]) & sketch_mask];

        if (v < est)
            est = v;
    }
    return est;
}

static void sketch_halve(void)
{
    size_t j;
    int i;

    for (i = 0; i < SKETCH_ROWS; i++)
        for (j = 0; j <= sketch_mask; j++)
            sketch[i][j] >>= 1;
}

void admission_tick(int key)
{
    int i;

    if (conf.admission == ADMIT_NONE)
        return;
    ticks++;
    if (conf.admission == ADMIT_TINYLFU) {
        for (i = 0; i < SKETCH_ROWS; i++) {
            unsigned char *c = &sketch[i][hash((uint64_t)key, salt[i]) & sketch_mask];

            if (*c < 15)
                (*c)++;
        }
    }
    if (ticks % conf.admission_window == 0) {
        if (conf.admission == ADMIT_DOORKEEPER)
            memset(bloom, 0, (bloom_mask + 1) / 8);
        else
            sketch_halve();
    }
}

int admission_admit(int key, int victim)
{
    switch (conf.admission) {
    case ADMIT_DOORKEEPER:
        if (victim < 0)
            return 1;
        if (bloom_test_set(key))
            return 1;
        break;
    case ADMIT_TINYLFU:
        if (victim < 0 || estimate(key) >= estimate(victim))
            return 1;
        break;
    default:
        return 1;
    }
    n_rejected++;
    return 0;
}

void admission_fini(void)
{
    int i;

    free(bloom);
    bloom = NULL;
    for (i = 0; i < SKETCH_ROWS; i++) {
        free(sketch[i]);
        sketch[i] = NULL;
    }
}
