/*
 * kvq-bench - replay a workload file against a kvq cluster.
 *
 *   kvq-bench -c CONF --workload FILE [--from A] [--to B] [--live 0,1,2|all]
 *             [--state FILE] [--audit --tick T] [--quiet]
 *
 * Operation i of the workload (0-based, comment lines excluded) runs at
 * logical tick i; a PUT carries version i+1.  The benchmark is the only
 * client, so it knows the newest acknowledged version of every key; that
 * knowledge persists across invocations in --state, which lets the
 * harness run a workload in segments around injected faults.
 *
 * Prints one JSON object on stdout.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/hash.h"
#include "../common/log.h"
#include "../common/wire.h"
#include "kvq.h"

#define MAX_LINE 4096

typedef struct kv_ver {
    char    *key;
    uint64_t version;
} kv_ver;

typedef struct ver_map {
    kv_ver *slots;
    size_t  cap, count;
} ver_map;

static void vm_init(ver_map *m)
{
    m->cap = 1024;
    m->count = 0;
    m->slots = calloc(m->cap, sizeof(kv_ver));
}

static kv_ver *vm_slot(kv_ver *slots, size_t cap, const char *key)
{
    size_t i = (size_t)kvq_fnv1a_str(key) & (cap - 1);
    while (slots[i].key && strcmp(slots[i].key, key) != 0)
        i = (i + 1) & (cap - 1);
    return &slots[i];
}

static void vm_set(ver_map *m, const char *key, uint64_t version)
{
    kv_ver *s;
    if ((m->count + 1) * 2 > m->cap) {
        size_t ncap = m->cap * 2, i;
        kv_ver *ns = calloc(ncap, sizeof(kv_ver));
        for (i = 0; i < m->cap; i++)
            if (m->slots[i].key)
                *vm_slot(ns, ncap, m->slots[i].key) = m->slots[i];
        free(m->slots);
        m->slots = ns;
        m->cap = ncap;
    }
    s = vm_slot(m->slots, m->cap, key);
    if (!s->key) {
        s->key = strdup(key);
        m->count++;
    }
    s->version = version;
}

static uint64_t vm_get(ver_map *m, const char *key)
{
    kv_ver *s = vm_slot(m->slots, m->cap, key);
    return s->key ? s->version : 0;
}

static int cmp_kv(const void *a, const void *b)
{
    return strcmp(((const kv_ver *)a)->key, ((const kv_ver *)b)->key);
}

static void load_state(ver_map *m, const char *path)
{
    FILE *fp = fopen(path, "r");
    char key[1100];
    unsigned long long v;
    if (!fp)
        return;
    while (fscanf(fp, "%1099s %llu", key, &v) == 2)
        vm_set(m, key, v);
    fclose(fp);
}

static int save_state(ver_map *m, const char *path)
{
    char tmp[1024];
    FILE *fp;
    size_t i;
    snprintf(tmp, sizeof(tmp), "%s.tmp", path);
    fp = fopen(tmp, "w");
    if (!fp)
        return -1;
    for (i = 0; i < m->cap; i++)
        if (m->slots[i].key)
            fprintf(fp, "%s %llu\n", m->slots[i].key, (unsigned long long)m->slots[i].version);
    fclose(fp);
    return rename(tmp, path);
}

static void usage(void)
{
    fprintf(stderr, "usage: kvq-bench -c CONF --workload FILE [--from A] [--to B]\n"
                    "                 [--live LIST|all] [--state FILE] [--audit --tick T]\n");
}

int main(int argc, char **argv)
{
    const char *confpath = NULL, *wlpath = NULL, *livespec = "all", *statepath = NULL;
    long from = 0, to = -1;
    long long audit_tick = 0;
    int audit = 0, quiet = 0, i, rc;
    kvq_conf conf;
    kvq_client cli;
    ver_map vm;
    struct {
        long ops, puts, gets, unavailable, stale, missing, errors;
    } st = { 0, 0, 0, 0, 0, 0, 0 };

    kvq_log_init("kvq-bench", KVQ_LOG_WARN);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = (i + 1 < argc) ? argv[i + 1] : NULL;
        if (strcmp(a, "--audit") == 0) { audit = 1; continue; }
        if (strcmp(a, "--quiet") == 0) { quiet = 1; continue; }
        if (!v) { usage(); return 2; }
        if (strcmp(a, "-c") == 0 || strcmp(a, "--config") == 0) confpath = v;
        else if (strcmp(a, "--workload") == 0) wlpath = v;
        else if (strcmp(a, "--from") == 0) from = atol(v);
        else if (strcmp(a, "--to") == 0) to = atol(v);
        else if (strcmp(a, "--live") == 0) livespec = v;
        else if (strcmp(a, "--state") == 0) statepath = v;
        else if (strcmp(a, "--tick") == 0) audit_tick = atoll(v);
        else { usage(); return 2; }
        i++;
    }
    if (!confpath || (!wlpath && !audit)) {
        usage();
        return 2;
    }
    kvq_conf_defaults(&conf);
    rc = kvq_conf_load(&conf, confpath);
    if (rc != 0) {
        fprintf(stderr, "kvq-bench: cannot load %s (%d)\n", confpath, rc);
        return 1;
    }
    if (kvq_client_init(&cli, &conf) < 0)
        return 1;
    kvq_client_set_live(&cli, kvq_parse_live(livespec, conf.nnodes));
    vm_init(&vm);
    if (statepath)
        load_state(&vm, statepath);

    if (audit) {
        kv_ver *keys = malloc((vm.count + 1) * sizeof(kv_ver));
        size_t n = 0, k;
        uint64_t sum = KVQ_FNV_OFFSET;
        long lost = 0, stale = 0, errors = 0;
        for (k = 0; k < vm.cap; k++)
            if (vm.slots[k].key)
                keys[n++] = vm.slots[k];
        qsort(keys, n, sizeof(kv_ver), cmp_kv);
        for (k = 0; k < n; k++) {
            kvq_result r;
            char line[1200];
            uint64_t got = 0;
            kvq_client_get(&cli, keys[k].key, (uint64_t)audit_tick, &r);
            if (r.status == KVQ_OK)
                got = r.version;
            else if (r.status == KVQ_NOTFOUND)
                lost++;
            else
                errors++;
            if (r.status == KVQ_OK && got < keys[k].version)
                stale++;
            snprintf(line, sizeof(line), "%s=%llu\n", keys[k].key, (unsigned long long)got);
            sum = kvq_fnv1a_cont(sum, line, strlen(line));
        }
        printf("{\"keys\": %zu, \"lost\": %ld, \"stale\": %ld, \"errors\": %ld, "
               "\"checksum\": \"%016llx\"}\n", n, lost, stale, errors,
               (unsigned long long)sum);
        free(keys);
        kvq_client_close(&cli);
        return errors ? 1 : 0;
    }

    {
        FILE *fp = fopen(wlpath, "r");
        char line[MAX_LINE];
        long idx = 0;
        if (!fp) {
            fprintf(stderr, "kvq-bench: cannot open %s\n", wlpath);
            return 1;
        }
        while (fgets(line, sizeof(line), fp)) {
            char op, key[1100], val[MAX_LINE];
            int nf;
            if (line[0] == '#' || line[0] == '\n')
                continue;
            if (idx < from) {
                idx++;
                continue;
            }
            if (to >= 0 && idx >= to)
                break;
            val[0] = '\0';
            nf = sscanf(line, "%c %1099s %4095s", &op, key, val);
            if (nf < 2) {
                fprintf(stderr, "kvq-bench: bad line %ld\n", idx);
                return 1;
            }
            st.ops++;
            if (op == 'P') {
                kvq_result r;
                st.puts++;
                kvq_client_put(&cli, key, val, (uint32_t)strlen(val), (uint64_t)idx + 1,
                               (uint64_t)idx, &r);
                if (r.status == KVQ_OK)
                    vm_set(&vm, key, (uint64_t)idx + 1);
                else if (r.status == KVQ_UNAVAILABLE)
                    st.unavailable++;
                else
                    st.errors++;
            } else if (op == 'G') {
                kvq_result r;
                uint64_t want = vm_get(&vm, key);
                st.gets++;
                kvq_client_get(&cli, key, (uint64_t)idx, &r);
                if (r.status == KVQ_OK) {
                    if (r.version < want)
                        st.stale++;
                } else if (r.status == KVQ_NOTFOUND) {
                    if (want)
                        st.missing++;
                } else if (r.status == KVQ_UNAVAILABLE) {
                    st.unavailable++;
                } else {
                    st.errors++;
                }
            } else {
                fprintf(stderr, "kvq-bench: unknown op '%c' at %ld\n", op, idx);
                return 1;
            }
            idx++;
        }
        fclose(fp);
    }
    if (statepath && save_state(&vm, statepath) < 0) {
        fprintf(stderr, "kvq-bench: cannot write %s\n", statepath);
        return 1;
    }
    if (!quiet || 1)
        printf("{\"ops\": %ld, \"puts\": %ld, \"gets\": %ld, \"unavailable\": %ld, "
               "\"stale_reads\": %ld, \"missing_reads\": %ld, \"errors\": %ld}\n",
               st.ops, st.puts, st.gets, st.unavailable, st.stale, st.missing, st.errors);
    kvq_client_close(&cli);
    return st.errors ? 1 : 0;
}
