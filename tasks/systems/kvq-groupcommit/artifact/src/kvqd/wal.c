/*
 * wal.c - write-ahead log.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <zlib.h>

#include "../common/log.h"
#include "wal.h"

#define WAL_HDR 8
#define WAL_FIXED 22   /* tick + version + klen + vlen */

int kvq_wal_open(kvq_wal *w, const char *dir, int64_t flush_ticks, int do_fsync,
                 int64_t start_tick)
{
    memset(w, 0, sizeof(*w));
    kvq_buf_init(&w->batch);
    if (mkdir(dir, 0755) < 0 && errno != EEXIST) {
        LOG_ERR("wal: mkdir %s: %s", dir, strerror(errno));
        return -1;
    }
    snprintf(w->path, sizeof(w->path), "%s/wal.log", dir);
    w->fd = open(w->path, O_RDWR | O_CREAT | O_APPEND, 0644);
    if (w->fd < 0) {
        LOG_ERR("wal: open %s: %s", w->path, strerror(errno));
        return -1;
    }
    w->flush_ticks = flush_ticks < 1 ? 1 : flush_ticks;
    w->do_fsync = do_fsync;
    w->last_flush_tick = start_tick;
    LOG_INFO("wal: %s, group commit every %lld ticks, fsync %s",
             w->path, (long long)w->flush_ticks, do_fsync ? "on" : "off");
    return 0;
}

long kvq_wal_replay(kvq_wal *w, kvq_store *s, uint64_t *max_tick)
{
    struct stat st;
    unsigned char *data;
    size_t off = 0, size;
    long n = 0;

    if (fstat(w->fd, &st) < 0)
        return -1;
    size = (size_t)st.st_size;
    if (size == 0)
        return 0;
    data = malloc(size);
    if (!data)
        return -1;
    if (pread(w->fd, data, size, 0) != (ssize_t)size) {
        free(data);
        return -1;
    }
    while (off + WAL_HDR <= size) {
        kvq_buf v;
        uint32_t crc, len;
        uint64_t tick, version;
        uint16_t klen;
        uint32_t vlen;
        const unsigned char *key, *val;

        v.data = data + off;
        v.len = size - off;
        v.cap = v.len;
        v.rpos = 0;
        v.err = 0;
        crc = kvq_buf_get_u32(&v);
        len = kvq_buf_get_u32(&v);
        if (len < WAL_FIXED || off + WAL_HDR + len > size) {
            LOG_WARN("wal: torn record at offset %zu, truncating replay", off);
            break;
        }
        if ((uint32_t)crc32(0L, data + off + 4, len + 4) != crc) {
            LOG_WARN("wal: checksum mismatch at offset %zu, truncating replay", off);
            break;
        }
        tick = kvq_buf_get_u64(&v);
        version = kvq_buf_get_u64(&v);
        klen = kvq_buf_get_u16(&v);
        vlen = kvq_buf_get_u32(&v);
        key = kvq_buf_get_bytes(&v, klen);
        val = kvq_buf_get_bytes(&v, vlen);
        if (v.err) {
            LOG_WARN("wal: malformed record at offset %zu", off);
            break;
        }
        kvq_store_put(s, (const char *)key, klen, version, (const char *)val, vlen);
        if (max_tick && tick > *max_tick)
            *max_tick = tick;
        n++;
        off += WAL_HDR + len;
    }
    free(data);
    return n;
}

int kvq_wal_append(kvq_wal *w, uint64_t tick, const char *key, uint16_t klen,
                   uint64_t version, const char *val, uint32_t vlen)
{
    size_t start = w->batch.len;
    uint32_t len = WAL_FIXED + klen + vlen;
    uint32_t crc;
    unsigned char *p;

    kvq_buf_put_u32(&w->batch, 0);
    kvq_buf_put_u32(&w->batch, len);
    kvq_buf_put_u64(&w->batch, tick);
    kvq_buf_put_u64(&w->batch, version);
    kvq_buf_put_u16(&w->batch, klen);
    kvq_buf_put_u32(&w->batch, vlen);
    kvq_buf_put(&w->batch, key, klen);
    kvq_buf_put(&w->batch, val, vlen);
    if (w->batch.err)
        return -1;
    p = w->batch.data + start;
    crc = (uint32_t)crc32(0L, p + 4, len + 4);
    p[0] = (unsigned char)crc;
    p[1] = (unsigned char)(crc >> 8);
    p[2] = (unsigned char)(crc >> 16);
    p[3] = (unsigned char)(crc >> 24);
    w->batch_records++;
    w->appends++;
    return 0;
}

int kvq_wal_flush(kvq_wal *w, uint64_t tick)
{
    size_t off = 0;
    while (off < w->batch.len) {
        ssize_t n = write(w->fd, w->batch.data + off, w->batch.len - off);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            LOG_ERR("wal: write: %s", strerror(errno));
            return -1;
        }
        off += (size_t)n;
    }
    if (w->do_fsync && fdatasync(w->fd) < 0) {
        LOG_ERR("wal: fdatasync: %s", strerror(errno));
        return -1;
    }
    w->bytes_written += w->batch.len;
    w->flushed_records += w->batch_records;
    w->flushes++;
    LOG_DEBUG("wal: flushed %llu records at tick %llu",
              (unsigned long long)w->batch_records, (unsigned long long)tick);
    kvq_buf_reset(&w->batch);
    w->batch_records = 0;
    w->last_flush_tick = (int64_t)tick;
    return 0;
}

int kvq_wal_maybe_flush(kvq_wal *w, uint64_t tick)
{
    if (w->batch_records == 0)
        return 0;
    if ((int64_t)tick - w->last_flush_tick < w->flush_ticks)
        return 0;
    return kvq_wal_flush(w, tick);
}

void kvq_wal_close(kvq_wal *w)
{
    if (w->fd >= 0)
        close(w->fd);
    w->fd = -1;
    kvq_buf_free(&w->batch);
}
