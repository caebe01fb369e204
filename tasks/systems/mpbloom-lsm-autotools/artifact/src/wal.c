/* wal.c - the write-ahead log */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "wal.h"
#include "coding.h"
#include "crc32.h"
#include "stats.h"
#include "util.h"

wal *wal_open(const char *path, uint32_t group, int really_sync)
{
    wal *w = xcalloc(1, sizeof *w);
    w->f = env_create(path);
    if (!w->f)
        lsm_die("cannot create log %s", path);
    w->path = xstrdup(path);
    w->group = group ? group : 1;
    w->really_sync = really_sync;
    return w;
}

int wal_commit(wal *w)
{
    if (!w->pending)
        return 0;
    w->pending = 0;
    lsm_stats.wal_syncs++;
    return env_sync(w->f, w->really_sync);
}

int wal_append(wal *w, int type, uint64_t key, const unsigned char *value, uint32_t value_size)
{
    unsigned char hdr[WAL_HEADER];
    uint32_t vlen = type == WAL_PUT ? value_size : 0;
    uint32_t crc;

    hdr[8] = (unsigned char)type;
    put_u64(hdr + 9, key);
    crc = lsm_crc32(0, hdr + 8, 9);
    if (vlen)
        crc = lsm_crc32(crc, value, vlen);
    put_u32(hdr, crc);
    put_u32(hdr + 4, 9 + vlen);
    if (env_append(w->f, hdr, sizeof hdr) < 0)
        return -1;
    if (vlen && env_append(w->f, value, vlen) < 0)
        return -1;
    lsm_stats.wal_records++;
    lsm_stats.wal_bytes += sizeof hdr + vlen;
    if (++w->pending >= w->group)
        return wal_commit(w);
    return 0;
}

void wal_close(wal *w, int remove)
{
    if (!w)
        return;
    env_close(w->f);
    if (remove)
        env_unlink(w->path);
    free(w->path);
    free(w);
}

long wal_replay(const char *path, uint32_t value_size, wal_replay_fn fn, void *arg)
{
    FILE *fp = fopen(path, "rb");
    unsigned char hdr[WAL_HEADER];
    unsigned char *val;
    long n = 0;

    if (!fp)
        return -1;
    val = xmalloc(value_size ? value_size : 1);
    while (fread(hdr, 1, sizeof hdr, fp) == sizeof hdr) {
        uint32_t crc = get_u32(hdr), len = get_u32(hdr + 4);
        int type = hdr[8];
        uint64_t key = get_u64(hdr + 9);
        uint32_t vlen = len - 9;
        if ((type != WAL_PUT && type != WAL_DEL) || (type == WAL_PUT && vlen != value_size)
            || (type == WAL_DEL && vlen != 0))
            break;
        if (vlen && fread(val, 1, vlen, fp) != vlen)
            break;
        uint32_t c = lsm_crc32(0, hdr + 8, 9);
        if (vlen)
            c = lsm_crc32(c, val, vlen);
        if (c != crc)
            break;
        if (fn && fn(arg, type, key, type == WAL_PUT ? val : NULL) < 0)
            break;
        n++;
    }
    free(val);
    fclose(fp);
    return n;
}
