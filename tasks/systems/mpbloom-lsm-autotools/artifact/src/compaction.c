/*
 * compaction.c - memtable flushes and leveled compaction.
 *
 * Policy (whole-level leveling):
 *   - a flush writes the memtable as a new L0 run;
 *   - when L0 holds l0_limit runs, all of them are merged with the L1 run
 *     into a new L1 run;
 *   - while level i (i >= 1) holds more than capacity(i) entries, its run is
 *     merged with the run of level i+1 into a new level i+1 run;
 *   - tombstones are dropped when the output run is the bottom of the tree.
 */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lsm_int.h"
#include "iter.h"
#include "util.h"

static void retire_run(lsm_db *db, sst *s)
{
    char *path = xstrdup(s->path);
    cache_purge_file(db->cache, s->file_no);
    sst_close(s);
    env_unlink(path);
    free(path);
    lsm_stats.files_deleted++;
}

static int is_bottom(const lsm_db *db, int level)
{
    return level + 1 >= LSM_MAX_LEVELS || db->levels[level + 1].nruns == 0;
}

sst *lsm_merge_runs(lsm_db *db, sst **inputs, int ninputs, int out_level, int drop_tombstones,
                    uint64_t *bytes_written)
{
    merge_iter m;
    uint64_t file_no = db->next_file++;
    char *path = lsm_file_path(db, file_no, "sst");
    uint32_t bpk = bloom_choose_bpk(&db->opt.bloom, out_level, db->nlevels);
    sst_writer *w = sst_writer_new(path, file_no, db->opt.value_size, db->opt.block_size, bpk);
    uint64_t size;
    sst *out = NULL;

    if (!w)
        lsm_die("cannot create %s", path);
    merge_init(&m, db->opt.value_size);
    for (int i = 0; i < ninputs; i++)
        merge_add_sst(&m, inputs[i], &lsm_stats.compact_bytes_read);
    for (merge_start(&m); m.valid; merge_next(&m)) {
        if (m.flag && drop_tombstones) {
            lsm_stats.tombstones_dropped++;
            continue;
        }
        if (sst_writer_add(w, m.key, m.flag, m.value) < 0)
            lsm_die("write to %s failed", path);
    }
    merge_done(&m);
    size = sst_writer_finish(w);
    sst_writer_free(w);
    if (size) {
        out = sst_open(path, file_no, out_level);
        if (!out)
            lsm_die("cannot reopen %s", path);
    }
    *bytes_written = size;
    free(path);
    return out;
}

int lsm_flush_memtable(lsm_db *db)
{
    mt_iter it;
    uint64_t file_no, size;
    uint32_t bpk;
    char *path;
    sst_writer *w;
    sst *s;

    if (db->mem->count == 0)
        return 0;
    if (db->levels[0].nruns >= L0_MAX_RUNS)
        lsm_die("L0 overflow");
    wal_commit(db->log);

    file_no = db->next_file++;
    path = lsm_file_path(db, file_no, "sst");
    bpk = bloom_choose_bpk(&db->opt.bloom, 0, db->nlevels);
    w = sst_writer_new(path, file_no, db->opt.value_size, db->opt.block_size, bpk);
    if (!w)
        lsm_die("cannot create %s", path);
    for (mt_iter_init(&it, db->mem); mt_iter_valid(&it); mt_iter_next(&it))
        sst_writer_add(w, it.cur->key, it.cur->flag, it.cur->value);
    size = sst_writer_finish(w);
    sst_writer_free(w);
    s = sst_open(path, file_no, 0);
    if (!s)
        lsm_die("cannot reopen %s", path);
    free(path);

    db->levels[0].runs[db->levels[0].nruns++] = s;
    lsm_stats.flushes++;
    lsm_stats.flush_bytes += size;
    lsm_log(2, "flush: file %llu, %llu entries, %llu bytes, bpk %u",
            (unsigned long long)file_no, (unsigned long long)s->nentries,
            (unsigned long long)size, bpk);

    /* new memtable, new log */
    memtable_free(db->mem);
    db->mem = memtable_new(db->opt.value_size);
    wal_close(db->log, 1);
    db->log_no = db->next_file++;
    path = lsm_file_path(db, db->log_no, "log");
    db->log = wal_open(path, db->opt.wal_group, db->opt.sync);
    free(path);

    lsm_maybe_compact(db);
    return manifest_write(db);
}

static void compact_into(lsm_db *db, sst **inputs, int n, int out_level)
{
    uint64_t written = 0;
    int drop = is_bottom(db, out_level);
    sst *out = lsm_merge_runs(db, inputs, n, out_level, drop, &written);

    lsm_stats.compactions++;
    lsm_stats.compact_bytes_written += written;
    for (int i = 0; i < n; i++) {
        level *lv = &db->levels[inputs[i]->level];
        retire_run(db, inputs[i]);
        lv->nruns = 0;  /* inputs always empty their whole level */
    }
    if (out) {
        db->levels[out_level].runs[0] = out;
        db->levels[out_level].nruns = 1;
    }
    if (out_level + 1 > db->nlevels)
        db->nlevels = out_level + 1;
    lsm_log(1, "compaction -> L%d: %llu bytes, %llu entries", out_level,
            (unsigned long long)written, (unsigned long long)(out ? out->nentries : 0));
}

int lsm_maybe_compact(lsm_db *db)
{
    sst *inputs[L0_MAX_RUNS + 1];
    int n = 0;

    if (db->levels[0].nruns < (int)db->opt.l0_limit)
        return 0;
    for (int i = db->levels[0].nruns - 1; i >= 0; i--)   /* newest first */
        inputs[n++] = db->levels[0].runs[i];
    if (db->levels[1].nruns)
        inputs[n++] = db->levels[1].runs[0];
    compact_into(db, inputs, n, 1);

    for (int lvl = 1; lvl < LSM_MAX_LEVELS - 1; lvl++) {
        if (!db->levels[lvl].nruns || lsm_level_entries(db, lvl) <= lsm_level_capacity(db, lvl))
            break;
        n = 0;
        inputs[n++] = db->levels[lvl].runs[0];
        if (db->levels[lvl + 1].nruns)
            inputs[n++] = db->levels[lvl + 1].runs[0];
        compact_into(db, inputs, n, lvl + 1);
    }
    return 0;
}
