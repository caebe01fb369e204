/* report.c - human-readable and JSON reports of one benchmark run */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/types.h>
#include <sys/sysctl.h>
#include <sys/utsname.h>
#include "report.h"
#include "stats.h"
#include "hash.h"

static double write_amp(void)
{
    if (!lsm_stats.user_bytes)
        return 0.0;
    return (double)(lsm_stats.flush_bytes + lsm_stats.compact_bytes_written)
           / (double)lsm_stats.user_bytes;
}

void report_host(FILE *out)
{
    struct utsname u;
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    if (uname(&u) == 0)
        fprintf(out, "host: %s %s %s, %ld cpus\n", u.sysname, u.release, u.machine, ncpu);
}

void report_text(FILE *out, const bench_config *c, const run_result *r, lsm_db *db)
{
    double ops_s = r->run_s > 0 ? c->ops / r->run_s : 0.0;
    fprintf(out, "== %s / %s (%s, hash %s)\n", r->workload, r->policy, c->label, lsm_hash_name());
    fprintf(out, "write amplification   %.4f\n", write_amp());
    fprintf(out, "flushes / compactions %llu / %llu\n",
            (unsigned long long)lsm_stats.flushes, (unsigned long long)lsm_stats.compactions);
    fprintf(out, "bloom probes / neg / fp %llu / %llu / %llu\n",
            (unsigned long long)lsm_stats.bloom_probes,
            (unsigned long long)lsm_stats.bloom_negatives,
            (unsigned long long)lsm_stats.bloom_false_pos);
    fprintf(out, "filter memory         %.1f KiB\n", lsm_total_filter_bits(db) / 8192.0);
    fprintf(out, "block reads           %llu (cache hits %llu)\n",
            (unsigned long long)lsm_stats.block_reads, (unsigned long long)lsm_stats.cache_hits);
    fprintf(out, "gets found            %llu of %llu\n",
            (unsigned long long)lsm_stats.gets_found, (unsigned long long)lsm_stats.gets);
    fprintf(out, "live keys / checksum  %llu / %016llx\n",
            (unsigned long long)r->live_keys, (unsigned long long)r->checksum);
    for (int l = 0; l < lsm_num_levels(db); l++)
        fprintf(out, "  L%d: %d runs, %llu entries, %llu filter bits\n", l, lsm_level_runs(db, l),
                (unsigned long long)lsm_level_entries(db, l),
                (unsigned long long)lsm_level_filter_bits(db, l));
    fprintf(out, "throughput            %.0f ops/s (load %.2fs, run %.2fs)\n", ops_s, r->load_s,
            r->run_s);
}

#define J(name) fprintf(fp, "  \"%s\": %llu,\n", #name, (unsigned long long)lsm_stats.name)

int report_json(const char *path, const bench_config *c, const run_result *r, lsm_db *db)
{
    FILE *fp = fopen(path, "w");
    if (!fp)
        return -1;
    fprintf(fp, "{\n");
    fprintf(fp, "  \"workload\": \"%s\",\n  \"policy\": \"%s\",\n", r->workload, r->policy);
    fprintf(fp, "  \"label\": \"%s\",\n  \"hash\": \"%s\",\n", c->label, lsm_hash_name());
    fprintf(fp, "  \"seed\": %llu,\n  \"keyspace\": %llu,\n  \"ops\": %llu,\n",
            (unsigned long long)c->seed, (unsigned long long)c->keyspace,
            (unsigned long long)c->ops);
    fprintf(fp, "  \"value_size\": %u,\n", c->value_size);
    fprintf(fp, "  \"hot_fraction\": %.4f,\n  \"hot_prob\": %.4f,\n", c->hot_fraction, c->hot_prob);
    J(puts); J(deletes); J(gets); J(gets_found); J(user_bytes);
    J(wal_records); J(wal_bytes); J(wal_syncs);
    J(flushes); J(flush_bytes); J(compactions); J(compact_bytes_written); J(compact_bytes_read);
    J(tombstones_dropped);
    J(bloom_probes); J(bloom_negatives); J(bloom_false_pos); J(bloom_bits_built);
    J(block_reads); J(block_bytes_read); J(cache_hits); J(cache_misses);
    fprintf(fp, "  \"write_amp\": %.6f,\n", write_amp());
    fprintf(fp, "  \"filter_bits\": %llu,\n", (unsigned long long)lsm_total_filter_bits(db));
    fprintf(fp, "  \"levels\": [");
    for (int l = 0; l < lsm_num_levels(db); l++)
        fprintf(fp, "%s{\"runs\": %d, \"entries\": %llu, \"filter_bits\": %llu}", l ? ", " : "",
                lsm_level_runs(db, l), (unsigned long long)lsm_level_entries(db, l),
                (unsigned long long)lsm_level_filter_bits(db, l));
    fprintf(fp, "],\n");
    fprintf(fp, "  \"live_keys\": %llu,\n", (unsigned long long)r->live_keys);
    fprintf(fp, "  \"checksum\": \"%016llx\",\n", (unsigned long long)r->checksum);
    fprintf(fp, "  \"load_seconds\": %.4f,\n  \"run_seconds\": %.4f,\n", r->load_s, r->run_s);
    fprintf(fp, "  \"ops_per_sec\": %.1f\n", r->run_s > 0 ? c->ops / r->run_s : 0.0);
    fprintf(fp, "}\n");
    return fclose(fp);
}
