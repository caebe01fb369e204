#ifndef BENCH_WORKLOAD_H
#define BENCH_WORKLOAD_H
/*
 * workload.h - the synthetic workloads of the paper.
 *
 * Load phase: keyspace/2 puts of the even keys, in a scrambled order.
 * Run phase: `ops` operations; each is a put, delete or get by the configured
 * mix, on a key drawn from the whole key space (so about half the gets are
 * for keys that were never written).
 */
#include <stdint.h>
#include "prng.h"
#include "bconfig.h"

enum dist { DIST_UNIFORM = 0, DIST_HOTSPOT = 1 };
enum op_type { OP_PUT = 0, OP_DELETE = 1, OP_GET = 2 };

#define LOAD_STRIDE 1000003ULL

typedef struct workload {
    int dist;
    prng rng;
    uint64_t keyspace;
    uint64_t load_n, load_i;
    uint64_t ops, op_i;
    uint32_t put_pct, delete_pct;
    uint64_t hot_keys, hot_stride;
    uint32_t hot_permille;
    uint64_t version;          /* bumped on every put */
} workload;

typedef struct op {
    int type;
    uint64_t key;
    uint64_t version;          /* puts only */
} op;

int dist_from_name(const char *name);
const char *dist_name(int d);
void workload_init(workload *w, const bench_config *c, int dist);
/* 1 = *o filled, 0 = done */
int workload_next_load(workload *w, op *o);
int workload_next_op(workload *w, op *o);

/* value bytes for a put: version stamp, then bytes derived from the key */
void workload_fill_value(unsigned char *buf, uint32_t value_size, uint64_t key, uint64_t version);

#endif
