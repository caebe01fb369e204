/* pol_gather.c - gather records into an iovec array and hand them to the
 * kernel with one writev(2) when 16 records or 8 KiB have accumulated
 * (testbed profile).
 * Commit points use fdatasync(2): the file size is the only metadata that
 * changes and fdatasync covers it. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/uio.h>
#include "wbuf.h"

/* the arena holds at most WBUF_GATHER_IOV records of any size */
#define ARENA_SLACK(w) ((w)->prof->gather_bytes + 8192)

static int ga_open(struct wbuf *w)
{
    w->arena = malloc(ARENA_SLACK(w));
    w->arena_used = 0;
    w->iovcnt = 0;
    w->cap = 0;
    return w->arena ? 0 : -1;
}

static int ga_flush(struct wbuf *w)
{
    size_t want = 0;
    ssize_t n;
    int i;

    if (w->iovcnt == 0)
        return 0;
    for (i = 0; i < w->iovcnt; i++)
        want += w->iov[i].iov_len;
    n = writev(w->fd, w->iov, w->iovcnt);
    if (n < 0)
        return -1;
    if ((size_t)n != want) {
        /* short writev on a regular file: finish the rest plainly */
        size_t skip = (size_t)n;
        for (i = 0; i < w->iovcnt; i++) {
            size_t l = w->iov[i].iov_len;
            if (skip >= l) { skip -= l; continue; }
            if (wbuf_write_all(w->fd, (char *)w->iov[i].iov_base + skip, l - skip) < 0)
                return -1;
            skip = 0;
        }
    }
    w->iovcnt = 0;
    w->arena_used = 0;
    w->cap = 0;
    return 0;
}

static int ga_append(struct wbuf *w, const unsigned char *f, size_t n)
{
    unsigned char *dst;

    if (w->arena_used + n > ARENA_SLACK(w)) {
        /* only reachable with records > 8 KiB; keep the arena bounded */
        w->st.spills++;
        if (ga_flush(w) != 0)
            return -1;
        if (n > ARENA_SLACK(w))
            return wbuf_write_all(w->fd, f, n) < 0 ? -1 : 0;
    }
    dst = w->arena + w->arena_used;
    memcpy(dst, f, n);
    w->arena_used += n;
    w->iov[w->iovcnt].iov_base = dst;
    w->iov[w->iovcnt].iov_len = n;
    w->iovcnt++;
    w->cap += n;        /* bytes gathered */
    if (w->iovcnt == w->prof->gather_iov || w->cap >= w->prof->gather_bytes) {
        w->st.spills++;
        return ga_flush(w);
    }
    return 0;
}

static int ga_sync(struct wbuf *w)
{
    return fdatasync(w->fd);
}

const struct wbuf_ops wbuf_gather_ops = {
    .name = "gather", .open = ga_open, .append = ga_append,
    .flush = ga_flush, .sync = ga_sync,
};
