/*
 * bconfig.c - parse benchmark configuration files.
 *
 * Format: one "key = value" per line, '#' starts a comment.  Percent-typed
 * keys are integers in 0..100 (e.g. "hot_prob = 90").
 */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stddef.h>
#include "bconfig.h"

enum cfg_type { CFG_U64, CFG_U32, CFG_PCT, CFG_STR };

struct cfg_key {
    const char *name;
    int type;
    size_t off;
    const char *help;
};

#define K(n, t, h) {#n, t, offsetof(bench_config, n), h}

static const struct cfg_key keys[] = {
    K(seed, CFG_U64, "workload seed"),
    K(keyspace, CFG_U64, "number of distinct keys"),
    K(ops, CFG_U64, "operations in the measured phase"),
    K(put_pct, CFG_U32, "percent of operations that are puts"),
    K(delete_pct, CFG_U32, "percent of operations that are deletes"),
    K(value_size, CFG_U32, "value size in bytes"),
    K(hot_fraction, CFG_PCT, "hotspot: percent of keys that are hot"),
    K(hot_prob, CFG_PCT, "hotspot: percent of operations on hot keys"),
    K(memtable_entries, CFG_U32, "memtable capacity (entries)"),
    K(l0_limit, CFG_U32, "L0 runs before compaction"),
    K(l1_entries, CFG_U64, "L1 capacity (entries)"),
    K(size_ratio, CFG_U32, "level size ratio"),
    K(block_size, CFG_U32, "data block size (bytes)"),
    K(cache_blocks, CFG_U32, "block cache capacity (blocks)"),
    K(wal_group, CFG_U32, "records per group commit"),
    K(sync, CFG_U32, "1 = fdatasync on commit"),
    K(bits_per_key, CFG_U32, "uniform filter budget"),
    K(bpk_min, CFG_U32, "MPB minimum bits per key"),
    K(bpk_max, CFG_U32, "MPB maximum bits per key"),
    K(mpb_min_probes, CFG_U32, "MPB: probes needed before sizing adapts"),
    K(label, CFG_STR, "free-form label copied to the report"),
};

void config_defaults(bench_config *c)
{
    memset(c, 0, sizeof *c);
    c->seed = 42;
    c->keyspace = 100000;
    c->ops = 100000;
    c->put_pct = 30;
    c->delete_pct = 5;
    c->value_size = 100;
    c->hot_fraction = 0.10;
    c->hot_prob = 0.90;
    c->memtable_entries = 4096;
    c->l0_limit = 4;
    c->l1_entries = 65536;
    c->size_ratio = 10;
    c->block_size = 4096;
    c->cache_blocks = 512;
    c->wal_group = 16;
    c->sync = 0;
    c->bits_per_key = 10;
    c->bpk_min = 2;
    c->bpk_max = 16;
    c->mpb_min_probes = 64;
    strcpy(c->label, "default");
}

static char *trim(char *s)
{
    char *e;
    while (isspace((unsigned char)*s))
        s++;
    e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1]))
        *--e = 0;
    return s;
}

int config_set(bench_config *c, const char *key, const char *value)
{
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        char *base = (char *)c + keys[i].off;
        if (strcmp(key, keys[i].name))
            continue;
        switch (keys[i].type) {
        case CFG_U64:
            *(uint64_t *)base = strtoull(value, NULL, 0);
            break;
        case CFG_U32:
            *(uint32_t *)base = (uint32_t)strtoul(value, NULL, 0);
            break;
        case CFG_PCT:
            *(double *)base = atoi(value) / 100.0;
            break;
        case CFG_STR:
            snprintf(base, 64, "%s", value);
            break;
        }
        return 0;
    }
    return -1;
}

int config_load(bench_config *c, const char *path)
{
    FILE *fp = fopen(path, "r");
    char line[512];
    int lineno = 0;

    if (!fp) {
        fprintf(stderr, "lsmbench: cannot open config %s\n", path);
        return -1;
    }
    while (fgets(line, sizeof line, fp)) {
        char *hash = strchr(line, '#'), *eq, *k, *v;
        lineno++;
        if (hash)
            *hash = 0;
        k = trim(line);
        if (!*k)
            continue;
        eq = strchr(k, '=');
        if (!eq) {
            fprintf(stderr, "%s:%d: expected key = value\n", path, lineno);
            fclose(fp);
            return -1;
        }
        *eq = 0;
        v = trim(eq + 1);
        k = trim(k);
        if (config_set(c, k, v) < 0)
            fprintf(stderr, "%s:%d: warning: unknown key '%s' ignored\n", path, lineno, k);
    }
    fclose(fp);
    return 0;
}

void config_print(const bench_config *c, FILE *out)
{
    fprintf(out, "config: seed=%llu keyspace=%llu ops=%llu put=%u%% del=%u%% value=%uB\n",
            (unsigned long long)c->seed, (unsigned long long)c->keyspace,
            (unsigned long long)c->ops, c->put_pct, c->delete_pct, c->value_size);
    fprintf(out, "engine: memtable=%u l0=%u l1=%llu T=%u block=%u cache=%u group=%u sync=%u\n",
            c->memtable_entries, c->l0_limit, (unsigned long long)c->l1_entries,
            c->size_ratio, c->block_size, c->cache_blocks, c->wal_group, c->sync);
    fprintf(out, "filter: bpk=%u mpb=[%u,%u] min_probes=%u\n",
            c->bits_per_key, c->bpk_min, c->bpk_max, c->mpb_min_probes);
}
