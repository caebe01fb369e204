/* workload.h - synthetic record-size distributions (paper, Section 4.1). */
#ifndef WBUF_WORKLOAD_H
#define WBUF_WORKLOAD_H

#include <stddef.h>
#include <stdint.h>
#include "rng.h"

enum wl_dist {
    WL_STEADY = 0,   /* service logs: 64..191 byte payloads          */
    WL_BURSTY,       /* mostly tiny, 1 in 16 a 1-4 KiB stack dump     */
    WL_MIXED,        /* log-uniform 16..2047 bytes (audit trails)     */
    WL_FIXED,        /* constant size, for the microbenchmarks        */
    WL__COUNT
};

typedef struct {
    enum wl_dist dist;
    uint64_t seed;
    long records;
    long sync_every;     /* commit point every N records (0 = never)  */
    size_t fixed_size;   /* WL_FIXED only                             */
    rng_t rng;
} workload_t;

int wl_parse_dist(const char *name, enum wl_dist *out);
const char *wl_dist_name(enum wl_dist d);
void wl_init(workload_t *w, enum wl_dist d, uint64_t seed, long records, long sync_every);
/* Payload size of the next record. */
size_t wl_next_size(workload_t *w);
/* Fill a payload deterministically (content does not affect any count). */
void wl_fill(workload_t *w, unsigned char *buf, size_t len, long index);

#endif
