/*
 * lsmbench - the benchmark driver of the paper.
 *
 *   lsmbench -c conf/table2.conf -w hotspot -p mpb -d /tmp/db -o run.json
 *
 * Runs the load phase and the measured phase of one workload against a fresh
 * database, then scans the final state and reports every counter.
 */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "lsm.h"
#include "stats.h"
#include "util.h"
#include "bconfig.h"
#include "workload.h"
#include "report.h"

static void usage(void)
{
    fprintf(stderr,
            "usage: lsmbench [-c config] [-w uniform|hotspot] [-p none|uniform|mpb|leveldecay]\n"
            "                [-d dbdir] [-o report.json] [-s key=value]... [-k] [-q] [-v]\n"
            "  -k  keep the database directory afterwards\n");
    exit(1);
}

struct scan_state {
    uint32_t value_size;
    uint64_t live;
    uint64_t sum;
};

static int scan_cb(void *arg, uint64_t key, const unsigned char *value)
{
    struct scan_state *st = arg;
    uint64_t ver = 0, tail = 0;
    for (int i = 7; i >= 0; i--) {
        ver = ver << 8 | value[i];
        tail = tail << 8 | value[st->value_size - 8 + i];
    }
    st->sum += fmix64(key ^ rotl64(ver, 17) ^ tail);
    st->live++;
    return 0;
}

int main(int argc, char **argv)
{
    bench_config cfg;
    const char *conf = NULL, *wname = "uniform", *pname = "mpb";
    const char *dir = "/tmp/lsmbench-db", *json = NULL;
    const char *overrides[32];
    int noverrides = 0, keep = 0, quiet = 0, opt;
    lsm_options o;
    lsm_db *db;
    workload w;
    op op;
    unsigned char *val, *got;
    run_result res;
    double t0;

    while ((opt = getopt(argc, argv, "c:w:p:d:o:s:kqvh")) != -1) {
        switch (opt) {
        case 'c': conf = optarg; break;
        case 'w': wname = optarg; break;
        case 'p': pname = optarg; break;
        case 'd': dir = optarg; break;
        case 'o': json = optarg; break;
        case 's':
            if (noverrides < 32)
                overrides[noverrides++] = optarg;
            break;
        case 'k': keep = 1; break;
        case 'q': quiet = 1; break;
        case 'v': lsm_trace++; break;
        default: usage();
        }
    }

    config_defaults(&cfg);
    if (conf && config_load(&cfg, conf) < 0)
        return 1;
    for (int i = 0; i < noverrides; i++) {
        char buf[256], *eq;
        snprintf(buf, sizeof buf, "%s", overrides[i]);
        eq = strchr(buf, '=');
        if (!eq || (*eq = 0, config_set(&cfg, buf, eq + 1) < 0)) {
            fprintf(stderr, "lsmbench: bad override '%s'\n", overrides[i]);
            return 1;
        }
    }
    int dist = dist_from_name(wname);
    int policy = bloom_policy_from_name(pname);
    if (dist < 0 || policy < 0)
        usage();
    if (cfg.value_size < 16 || cfg.put_pct + cfg.delete_pct > 100 || cfg.keyspace < 2) {
        fprintf(stderr, "lsmbench: invalid configuration\n");
        return 1;
    }

    lsm_options_default(&o);
    o.value_size = cfg.value_size;
    o.memtable_entries = cfg.memtable_entries;
    o.l0_limit = cfg.l0_limit;
    o.l1_entries = cfg.l1_entries;
    o.size_ratio = cfg.size_ratio;
    o.block_size = cfg.block_size;
    o.cache_blocks = cfg.cache_blocks;
    o.wal_group = cfg.wal_group;
    o.sync = (int)cfg.sync;
    o.bloom.policy = policy;
    o.bloom.bits_per_key = cfg.bits_per_key;
    o.bloom.bpk_min = cfg.bpk_min;
    o.bloom.bpk_max = cfg.bpk_max;
    o.bloom.min_probes = cfg.mpb_min_probes;

    if (!quiet) {
        printf("lsmbench %s: workload %s, policy %s\n", lsm_version(), dist_name(dist),
               bloom_policy_name(policy));
        config_print(&cfg, stdout);
        report_host(stdout);
    }

    rm_rf_dir(dir);
    db = lsm_open(dir, &o);
    lsm_stats_reset();
    workload_init(&w, &cfg, dist);
    val = xmalloc(cfg.value_size);
    got = xmalloc(cfg.value_size);

    t0 = now_seconds();
    while (workload_next_load(&w, &op)) {
        workload_fill_value(val, cfg.value_size, op.key, op.version);
        if (lsm_put(db, op.key, val) < 0)
            lsm_die("put failed");
    }
    res.load_s = now_seconds() - t0;

    t0 = now_seconds();
    while (workload_next_op(&w, &op)) {
        switch (op.type) {
        case OP_PUT:
            workload_fill_value(val, cfg.value_size, op.key, op.version);
            if (lsm_put(db, op.key, val) < 0)
                lsm_die("put failed");
            break;
        case OP_DELETE:
            if (lsm_delete(db, op.key) < 0)
                lsm_die("delete failed");
            break;
        default:
            lsm_get(db, op.key, got);
            break;
        }
    }
    res.run_s = now_seconds() - t0;

    struct scan_state st = {cfg.value_size, 0, 0};
    lsm_scan(db, scan_cb, &st);
    res.workload = dist_name(dist);
    res.policy = bloom_policy_name(policy);
    res.live_keys = st.live;
    res.checksum = st.sum;

    if (!quiet)
        report_text(stdout, &cfg, &res, db);
    if (json && report_json(json, &cfg, &res, db) < 0) {
        fprintf(stderr, "lsmbench: cannot write %s\n", json);
        return 1;
    }
    lsm_close(db);
    if (!keep)
        rm_rf_dir(dir);
    free(val);
    free(got);
    return 0;
}
