#ifndef BENCH_CONFIG_H
#define BENCH_CONFIG_H
/* bconfig.h - benchmark configuration file ("key = value", '#' comments) */
#include <stdint.h>
#include <stdio.h>

typedef struct bench_config {
    /* workload */
    uint64_t seed;
    uint64_t keyspace;
    uint64_t ops;
    uint32_t put_pct;
    uint32_t delete_pct;
    uint32_t value_size;
    double hot_fraction;      /* hotspot: share of the key space that is hot */
    double hot_prob;          /* hotspot: share of operations that go to it */
    /* engine */
    uint32_t memtable_entries;
    uint32_t l0_limit;
    uint64_t l1_entries;
    uint32_t size_ratio;
    uint32_t block_size;
    uint32_t cache_blocks;
    uint32_t wal_group;
    uint32_t sync;
    uint32_t bits_per_key;
    uint32_t bpk_min;
    uint32_t bpk_max;
    uint32_t mpb_min_probes;
    char label[64];
} bench_config;

void config_defaults(bench_config *c);
/* returns 0, or -1 with a message on stderr; unknown keys are warned about */
int config_load(bench_config *c, const char *path);
int config_set(bench_config *c, const char *key, const char *value);
void config_print(const bench_config *c, FILE *out);

#endif
