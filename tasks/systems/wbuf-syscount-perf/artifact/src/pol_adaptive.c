/* pol_adaptive.c - a buffer that resizes itself between commit points.
 *
 * Capacity starts at 512 bytes.  At every commit the policy looks at how
 * often the buffer spilled since the previous commit: more than
 * WBUF_ADAPT_GROW_AFTER spills double it (up to 64 KiB), no spill at all
 * halves it (down to 512 bytes).  The idea is that the buffer tracks the
 * volume written per commit interval, so that a commit usually finds all
 * of the interval's data in one buffer.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "wbuf.h"

static int ad_open(struct wbuf *w)
{
    w->cap = w->prof->adapt_min;
    w->buf = malloc(w->prof->adapt_max);
    w->spills_since_commit = 0;
    return w->buf ? 0 : -1;
}

static int ad_flush(struct wbuf *w)
{
    if (w->used == 0)
        return 0;
    if (wbuf_write_all(w->fd, w->buf, w->used) < 0)
        return -1;
    w->used = 0;
    return 0;
}

static int ad_append(struct wbuf *w, const unsigned char *f, size_t n)
{
    if (w->used + n > w->cap) {
        w->st.spills++;
        w->spills_since_commit++;
        if (ad_flush(w) != 0)
            return -1;
        if (n > w->cap)
            return wbuf_write_all(w->fd, f, n) < 0 ? -1 : 0;
    }
    memcpy(w->buf + w->used, f, n);
    w->used += n;
    return 0;
}

static int ad_sync(struct wbuf *w)
{
    int rc = fsync(w->fd);

    if (w->spills_since_commit > w->prof->adapt_grow_after) {
        w->cap *= 2;
        if (w->cap > w->prof->adapt_max)
            w->cap = w->prof->adapt_max;
    } else if (w->spills_since_commit == 0 && w->cap > w->prof->adapt_min) {
        w->cap /= 2;
    }
    w->spills_since_commit = 0;
    return rc;
}

const struct wbuf_ops wbuf_adaptive_ops = {
    .name = "adaptive", .open = ad_open, .append = ad_append,
    .flush = ad_flush, .sync = ad_sync,
};
