/* workload.c - record-size generators.
 *
 * One 64-bit draw per record decides the size; the payload bytes are a cheap
 * function of the record index so that the recovery tool can validate them.
 */
#include <string.h>
#include "workload.h"

static const char *const names[WL__COUNT] = { "steady", "bursty", "mixed", "fixed" };

int wl_parse_dist(const char *name, enum wl_dist *out)
{
    int i;
    for (i = 0; i < WL__COUNT; i++) {
        if (strcmp(name, names[i]) == 0) {
            *out = (enum wl_dist)i;
            return 0;
        }
    }
    return -1;
}

const char *wl_dist_name(enum wl_dist d)
{
    return (d >= 0 && d < WL__COUNT) ? names[d] : "?";
}

void wl_init(workload_t *w, enum wl_dist d, uint64_t seed, long records, long sync_every)
{
    memset(w, 0, sizeof(*w));
    w->dist = d;
    w->seed = seed;
    w->records = records;
    w->sync_every = sync_every;
    w->fixed_size = 100;
    rng_seed(&w->rng, seed);
}

size_t wl_next_size(workload_t *w)
{
    uint64_t r = rng_next(&w->rng);
    unsigned shift;

    switch (w->dist) {
    case WL_STEADY:
        return 64 + (size_t)(r % 128);
    case WL_BURSTY:
        if (r % 16 == 0)
            return 1024 + (size_t)((r >> 8) % 3072);
        return 32 + (size_t)((r >> 8) % 64);
    case WL_MIXED:
        shift = (unsigned)(r % 7);
        return ((size_t)16 << shift) + (size_t)((r >> 8) % ((uint64_t)16 << shift));
    case WL_FIXED:
    default:
        return w->fixed_size;
    }
}

void wl_fill(workload_t *w, unsigned char *buf, size_t len, long index)
{
    size_t i;
    unsigned char b = (unsigned char)(index * 31 + (long)w->dist);
    for (i = 0; i < len; i++)
        buf[i] = (unsigned char)(b + i);
}
