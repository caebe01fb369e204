/*
 * wal.c - write-ahead log and its writer process.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <zlib.h>

#include "../common/log.h"
#include "wal.h"

#define WAL_HDR 8
#define WAL_FIXED 22   /* tick + version + klen + vlen */

#define MSG_RECORD 'R'
#define MSG_FLUSH  'F'
#define MSG_HDR    5   /* u8 type, u32 length */

static int write_full(int fd, const void *p, size_t n)
{
    const unsigned char *c = p;
    while (n > 0) {
        ssize_t w = write(fd, c, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        c += w;
        n -= (size_t)w;
    }
    return 0;
}

/* 1: read n bytes, 0: end of input before the first byte, -1: error */
static int read_full(int fd, void *p, size_t n)
{
    unsigned char *c = p;
    size_t got = 0;
    while (got < n) {
        ssize_t r = read(fd, c + got, n - got);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        if (r == 0)
            return got ? -1 : 0;
        got += (size_t)r;
    }
    return 1;
}

int kvq_wal_open(kvq_wal *w, const char *dir, int64_t flush_ticks, int do_fsync,
                 int64_t start_tick)
{
    memset(w, 0, sizeof(*w));
    w->to_writer = w->from_writer = -1;
    kvq_buf_init(&w->msg);
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
    /* one writer per log */
    while (flock(w->fd, LOCK_EX) < 0) {
        if (errno != EINTR) {
            LOG_ERR("wal: lock %s: %s", w->path, strerror(errno));
            return -1;
        }
    }
    w->flush_ticks = flush_ticks < 1 ? 1 : flush_ticks;
    w->do_fsync = do_fsync;
    w->last_flush_tick = start_tick;
    LOG_INFO("wal: %s, group commit every %lld ticks from tick %lld, fsync %s",
             w->path, (long long)w->flush_ticks, (long long)start_tick,
             do_fsync ? "on" : "off");
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

/* ---- the writer process ------------------------------------------------ */

static int write_out(int fd, kvq_buf *pend, int do_fsync)
{
    int rc = 0;
    if (pend->len && write_full(fd, pend->data, pend->len) < 0)
        rc = -1;
    if (rc == 0 && pend->len && do_fsync && fdatasync(fd) < 0)
        rc = -1;
    kvq_buf_reset(pend);
    return rc;
}

static void writer_main(int in, int out, int fd, int do_fsync)
{
    kvq_buf pend;
    unsigned char hdr[MSG_HDR];

    kvq_buf_init(&pend);
    for (;;) {
        uint32_t len;
        int r = read_full(in, hdr, MSG_HDR);
        if (r <= 0)
            break;
        len = (uint32_t)hdr[1] | ((uint32_t)hdr[2] << 8) | ((uint32_t)hdr[3] << 16) |
              ((uint32_t)hdr[4] << 24);
        if (hdr[0] == MSG_RECORD) {
            if (kvq_buf_reserve(&pend, len) < 0 || read_full(in, pend.data + pend.len, len) != 1)
                break;
            pend.len += len;
        } else if (hdr[0] == MSG_FLUSH) {
            unsigned char tick[8], status;
            if (len != sizeof(tick) || read_full(in, tick, sizeof(tick)) != 1)
                break;
            status = write_out(fd, &pend, do_fsync) == 0 ? 0 : 1;
            if (write_full(out, &status, 1) < 0)
                break;
        } else {
            break;
        }
    }
    /* end of input (kvq_wal_close) */
    write_out(fd, &pend, do_fsync);
    _exit(0);
}

int kvq_wal_start(kvq_wal *w)
{
    int req[2], ack[2];
    pid_t pid;

    if (pipe(req) < 0 || pipe(ack) < 0) {
        LOG_ERR("wal: pipe: %s", strerror(errno));
        return -1;
    }
    fflush(NULL);
    pid = fork();
    if (pid < 0) {
        LOG_ERR("wal: fork: %s", strerror(errno));
        return -1;
    }
    if (pid == 0) {
        close(req[1]);
        close(ack[0]);
        signal(SIGINT, SIG_IGN);
        signal(SIGTERM, SIG_IGN);
        signal(SIGPIPE, SIG_IGN);
        prctl(PR_SET_NAME, "kvqd-wal", 0, 0, 0);
        writer_main(req[0], ack[1], w->fd, w->do_fsync);
    }
    close(req[0]);
    close(ack[1]);
    close(w->fd);
    w->fd = -1;
    w->writer = pid;
    w->to_writer = req[1];
    w->from_writer = ack[0];
    return 0;
}

static void msg_begin(kvq_buf *m, int type, uint32_t len)
{
    kvq_buf_reset(m);
    kvq_buf_put_u8(m, (uint8_t)type);
    kvq_buf_put_u32(m, len);
}

int kvq_wal_append(kvq_wal *w, uint64_t tick, const char *key, uint16_t klen,
                   uint64_t version, const char *val, uint32_t vlen)
{
    uint32_t len = WAL_FIXED + klen + vlen;
    uint32_t crc;
    unsigned char *p;

    msg_begin(&w->msg, MSG_RECORD, WAL_HDR + len);
    kvq_buf_put_u32(&w->msg, 0);
    kvq_buf_put_u32(&w->msg, len);
    kvq_buf_put_u64(&w->msg, tick);
    kvq_buf_put_u64(&w->msg, version);
    kvq_buf_put_u16(&w->msg, klen);
    kvq_buf_put_u32(&w->msg, vlen);
    kvq_buf_put(&w->msg, key, klen);
    kvq_buf_put(&w->msg, val, vlen);
    if (w->msg.err)
        return -1;
    p = w->msg.data + MSG_HDR;
    crc = (uint32_t)crc32(0L, p + 4, len + 4);
    p[0] = (unsigned char)crc;
    p[1] = (unsigned char)(crc >> 8);
    p[2] = (unsigned char)(crc >> 16);
    p[3] = (unsigned char)(crc >> 24);
    if (write_full(w->to_writer, w->msg.data, w->msg.len) < 0) {
        LOG_ERR("wal: writer: %s", strerror(errno));
        return -1;
    }
    w->batch_records++;
    w->batch_bytes += WAL_HDR + len;
    w->appends++;
    return 0;
}

int kvq_wal_flush(kvq_wal *w, uint64_t tick)
{
    unsigned char status = 1;

    msg_begin(&w->msg, MSG_FLUSH, 8);
    kvq_buf_put_u64(&w->msg, tick);
    if (write_full(w->to_writer, w->msg.data, w->msg.len) < 0 ||
        read_full(w->from_writer, &status, 1) != 1 || status != 0) {
        LOG_ERR("wal: flush at tick %llu failed", (unsigned long long)tick);
        return -1;
    }
    w->bytes_written += w->batch_bytes;
    w->flushed_records += w->batch_records;
    w->flushes++;
    LOG_DEBUG("wal: flushed %llu records at tick %llu",
              (unsigned long long)w->batch_records, (unsigned long long)tick);
    w->batch_records = 0;
    w->batch_bytes = 0;
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
    if (w->writer > 0) {
        if (w->batch_records)
            kvq_wal_flush(w, (uint64_t)w->last_flush_tick);
        close(w->to_writer);
        close(w->from_writer);
        while (waitpid(w->writer, NULL, 0) < 0 && errno == EINTR)
            ;
        w->writer = 0;
    }
    if (w->fd >= 0)
        close(w->fd);
    w->fd = w->to_writer = w->from_writer = -1;
    kvq_buf_free(&w->msg);
}
