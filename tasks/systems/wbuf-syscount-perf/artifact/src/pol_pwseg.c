/* pol_pwseg.c - positioned segment writer.
 *
 * Records are staged in a 16 KiB segment buffer that is written with
 * pwrite(2) at the writer's own offset, so the data file can be
 * preallocated (fallocate) and shared with a concurrent reader that never
 * sees a moving file position.  Every commit appends one 16-byte entry
 * (data offset, record count) to a separate index file with write(2), then
 * fdatasync(2)s the data file.  The index is rebuilt by recover.c after a
 * crash, so it is not synced.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "wbuf.h"

struct idx_entry {
    uint64_t off;
    uint64_t records;
};

static int pw_open(struct wbuf *w)
{
    char ipath[600];

    w->cap = w->prof->pwseg;
    w->buf = malloc(w->cap);
    if (!w->buf)
        return -1;
    w->off = 0;
    snprintf(ipath, sizeof(ipath), "%s.idx", w->path);
    w->idx_fd = open(ipath, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0644);
    return w->idx_fd < 0 ? -1 : 0;
}

static int pw_flush(struct wbuf *w)
{
    if (w->used == 0)
        return 0;
    if (wbuf_pwrite_all(w->fd, w->buf, w->used, w->off) < 0)
        return -1;
    w->off += (off_t)w->used;
    w->used = 0;
    return 0;
}

/* A record larger than a segment is handed to the kernel straight from the
 * frame, at the writer's offset.  The loggers' C library (uClibc 0.9.33)
 * truncates pwrite() offsets to 32 bits, which put the first large record
 * past 2 GiB at the start of the file; issue the system call ourselves. */
static int pw_write_large(struct wbuf *w, const unsigned char *f, size_t n)
{
    size_t done = 0;
    while (done < n) {
        long r = syscall(SYS_pwrite64, w->fd, f + done, n - done,
                         (long long)(w->off + (off_t)done));
        if (r < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        done += (size_t)r;
    }
    w->off += (off_t)n;
    return 0;
}

static int pw_append(struct wbuf *w, const unsigned char *f, size_t n)
{
    if (w->used + n > w->cap) {
        w->st.spills++;
        if (pw_flush(w) != 0)
            return -1;
    }
    if (n > w->cap)
        return pw_write_large(w, f, n);
    memcpy(w->buf + w->used, f, n);
    w->used += n;
    return 0;
}

static int pw_sync(struct wbuf *w)
{
    struct idx_entry e;

    e.off = (uint64_t)w->off;
    e.records = w->st.appends;
    /* best effort: a lost index entry is recomputed by wbuf-recover */
    (void)write(w->idx_fd, &e, sizeof(e));
    return fdatasync(w->fd);
}

const struct wbuf_ops wbuf_pwseg_ops = {
    .name = "pwseg", .open = pw_open, .append = pw_append,
    .flush = pw_flush, .sync = pw_sync,
};
