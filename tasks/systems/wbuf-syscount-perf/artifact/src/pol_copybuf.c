/* pol_copybuf.c - fixed-size (4 KiB on the testbed) user-space buffer (the stdio model without
 * stdio).  A record that does not fit spills the buffer first; a record
 * larger than the buffer bypasses it. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "wbuf.h"

static int cb_open(struct wbuf *w)
{
    w->cap = w->prof->copybuf;
    w->buf = malloc(w->cap);
    return w->buf ? 0 : -1;
}

static int cb_flush(struct wbuf *w)
{
    if (w->used == 0)
        return 0;
    if (wbuf_write_all(w->fd, w->buf, w->used) < 0)
        return -1;
    w->used = 0;
    return 0;
}

static int cb_append(struct wbuf *w, const unsigned char *f, size_t n)
{
    if (n > w->cap) {
        if (cb_flush(w) != 0)
            return -1;
        w->st.spills++;
        return wbuf_write_all(w->fd, f, n) < 0 ? -1 : 0;
    }
    if (w->used + n > w->cap) {
        w->st.spills++;
        if (cb_flush(w) != 0)
            return -1;
    }
    memcpy(w->buf + w->used, f, n);
    w->used += n;
    return 0;
}

static int cb_sync(struct wbuf *w)
{
    return fsync(w->fd);
}

const struct wbuf_ops wbuf_copybuf_ops = {
    .name = "copybuf", .open = cb_open, .append = cb_append,
    .flush = cb_flush, .sync = cb_sync,
};
