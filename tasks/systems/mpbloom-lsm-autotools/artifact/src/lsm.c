/* lsm.c - the engine: open/close, the write path, the read path and scans */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lsm_int.h"
#include "iter.h"
#include "util.h"

const char *lsm_version(void)
{
    return PACKAGE_VERSION;
}

void lsm_options_default(lsm_options *o)
{
    memset(o, 0, sizeof *o);
    o->value_size = 100;
    o->memtable_entries = 4096;
    o->l0_limit = 4;
    o->l1_entries = 65536;
    o->size_ratio = 10;
    o->block_size = 4096;
    o->cache_blocks = 512;
    o->wal_group = 16;
    o->sync = 0;
    o->bloom.policy = BLOOM_UNIFORM;
    o->bloom.bits_per_key = 10;
    o->bloom.bpk_min = 2;
    o->bloom.bpk_max = 16;
    o->bloom.min_probes = 64;
}

char *lsm_file_path(const lsm_db *db, uint64_t file_no, const char *ext)
{
    char name[64];
    snprintf(name, sizeof name, "%06llu.%s", (unsigned long long)file_no, ext);
    return path_join(db->dir, name);
}

uint64_t lsm_level_capacity(const lsm_db *db, int level)
{
    uint64_t c = db->opt.l1_entries;
    for (int i = 1; i < level; i++)
        c *= db->opt.size_ratio;
    return c;
}

static int replay_cb(void *arg, int type, uint64_t key, const unsigned char *value)
{
    lsm_db *db = arg;
    memtable_put(db->mem, key, type == WAL_DEL, value);
    return 0;
}

lsm_db *lsm_open(const char *dir, const lsm_options *o)
{
    lsm_db *db = xcalloc(1, sizeof *db);
    char *path;

    if (o->value_size < 16)
        lsm_die("value_size must be at least 16 bytes");
    if (o->l0_limit < 1 || o->l0_limit > L0_MAX_RUNS)
        lsm_die("l0_limit out of range");
    if (mkdir_p(dir) < 0)
        lsm_die("cannot create %s", dir);
    db->dir = xstrdup(dir);
    db->opt = *o;
    db->nlevels = 1;
    db->next_file = 1;
    db->mem = memtable_new(o->value_size);
    db->cache = cache_new(o->cache_blocks);
    db->scratch = xmalloc(o->value_size);

    if (manifest_load(db)) {
        path = lsm_file_path(db, db->log_no, "log");
        long n = wal_replay(path, o->value_size, replay_cb, db);
        lsm_log(1, "recovered %ld log records", n);
        if (db->mem->count) {
            /* persist what the old log held; the flush rotates to a new log */
            char *old = path;
            path = NULL;
            db->log_no = db->next_file++;
            path = lsm_file_path(db, db->log_no, "log");
            db->log = wal_open(path, o->wal_group, o->sync);
            free(path);
            lsm_flush_memtable(db);
            path = old;
        }
        env_unlink(path);
        free(path);
    }
    if (!db->log) {
        db->log_no = db->next_file++;
        path = lsm_file_path(db, db->log_no, "log");
        db->log = wal_open(path, o->wal_group, o->sync);
        free(path);
        manifest_write(db);
    }
    return db;
}

int lsm_close(lsm_db *db)
{
    if (!db)
        return 0;
    wal_commit(db->log);
    manifest_write(db);
    wal_close(db->log, 0);
    for (int l = 0; l < LSM_MAX_LEVELS; l++)
        for (int i = 0; i < db->levels[l].nruns; i++)
            sst_close(db->levels[l].runs[i]);
    memtable_free(db->mem);
    cache_free(db->cache);
    free(db->scratch);
    free(db->dir);
    free(db);
    return 0;
}

static int after_write(lsm_db *db)
{
    if (db->mem->count >= db->opt.memtable_entries)
        return lsm_flush_memtable(db);
    return 0;
}

int lsm_put(lsm_db *db, uint64_t key, const unsigned char *value)
{
    if (wal_append(db->log, WAL_PUT, key, value, db->opt.value_size) < 0)
        return -1;
    memtable_put(db->mem, key, 0, value);
    lsm_stats.puts++;
    lsm_stats.user_bytes += 8 + db->opt.value_size;
    return after_write(db);
}

int lsm_delete(lsm_db *db, uint64_t key)
{
    if (wal_append(db->log, WAL_DEL, key, NULL, 0) < 0)
        return -1;
    memtable_put(db->mem, key, 1, NULL);
    lsm_stats.deletes++;
    lsm_stats.user_bytes += 8;
    return after_write(db);
}

/* probe one run; 1 value, 2 tombstone, 0 absent */
static int probe_run(lsm_db *db, sst *s, uint64_t key, unsigned char *out)
{
    int lvl = s->level, r;
    long blk;
    const unsigned char *buf;
    unsigned char *fresh;
    size_t len;

    if (key < s->min_key || key > s->max_key)
        return 0;
    lsm_stats.level_probes[lvl]++;
    if (s->filter) {
        lsm_stats.bloom_probes++;
        if (!bloom_may_contain(s->filter, key)) {
            lsm_stats.bloom_negatives++;
            lsm_stats.level_negs[lvl]++;
            return 0;
        }
    }
    blk = sst_find_block(s, key);
    if (blk < 0)
        goto absent;
    buf = cache_lookup(db->cache, s->file_no, (uint64_t)blk, &len);
    if (buf) {
        lsm_stats.cache_hits++;
        r = sst_block_search(buf, len, s->value_size, key, out);
    } else {
        lsm_stats.cache_misses++;
        if (sst_read_block(s, blk, &fresh, &len) < 0)
            lsm_die("read of %s failed", s->path);
        lsm_stats.block_reads++;
        lsm_stats.block_bytes_read += len;
        r = sst_block_search(fresh, len, s->value_size, key, out);
        cache_insert(db->cache, s->file_no, (uint64_t)blk, fresh, len);
    }
    if (r)
        return r;
absent:
    if (s->filter)
        lsm_stats.bloom_false_pos++;
    lsm_stats.level_negs[lvl]++;
    return 0;
}

int lsm_get(lsm_db *db, uint64_t key, unsigned char *value)
{
    int r;
    lsm_stats.gets++;
    r = memtable_get(db->mem, key, value);
    if (r == 0) {
        for (int i = db->levels[0].nruns - 1; i >= 0 && r == 0; i--)
            r = probe_run(db, db->levels[0].runs[i], key, value);
        for (int l = 1; l < LSM_MAX_LEVELS && r == 0; l++)
            if (db->levels[l].nruns)
                r = probe_run(db, db->levels[l].runs[0], key, value);
    }
    if (r == 1) {
        lsm_stats.gets_found++;
        return 1;
    }
    return 0;
}

int lsm_scan(lsm_db *db, lsm_scan_fn fn, void *arg)
{
    merge_iter m;
    int rc = 0;
    merge_init(&m, db->opt.value_size);
    merge_add_mem(&m, db->mem);
    for (int i = db->levels[0].nruns - 1; i >= 0; i--)
        merge_add_sst(&m, db->levels[0].runs[i], NULL);
    for (int l = 1; l < LSM_MAX_LEVELS; l++)
        if (db->levels[l].nruns)
            merge_add_sst(&m, db->levels[l].runs[0], NULL);
    for (merge_start(&m); m.valid; merge_next(&m)) {
        if (m.flag)
            continue;
        if ((rc = fn(arg, m.key, m.value)) != 0)
            break;
    }
    merge_done(&m);
    return rc;
}

int lsm_num_levels(const lsm_db *db)
{
    return db->nlevels;
}

int lsm_level_runs(const lsm_db *db, int level)
{
    return level >= 0 && level < LSM_MAX_LEVELS ? db->levels[level].nruns : 0;
}

uint64_t lsm_level_entries(const lsm_db *db, int level)
{
    uint64_t n = 0;
    for (int i = 0; i < db->levels[level].nruns; i++)
        n += db->levels[level].runs[i]->nentries;
    return n;
}

uint64_t lsm_level_filter_bits(const lsm_db *db, int level)
{
    uint64_t n = 0;
    for (int i = 0; i < db->levels[level].nruns; i++)
        if (db->levels[level].runs[i]->filter)
            n += db->levels[level].runs[i]->filter->nbits;
    return n;
}

uint64_t lsm_total_filter_bits(const lsm_db *db)
{
    uint64_t n = 0;
    for (int l = 0; l < LSM_MAX_LEVELS; l++)
        n += lsm_level_filter_bits(db, l);
    return n;
}
