#ifndef BENCH_REPORT_H
#define BENCH_REPORT_H
#include <stdio.h>
#include <stdint.h>
#include "lsm.h"
#include "bconfig.h"

typedef struct run_result {
    const char *workload;
    const char *policy;
    uint64_t live_keys;
    uint64_t checksum;
    double load_s, run_s;
} run_result;

void report_text(FILE *out, const bench_config *c, const run_result *r, lsm_db *db);
int report_json(const char *path, const bench_config *c, const run_result *r, lsm_db *db);
void report_host(FILE *out);

#endif
