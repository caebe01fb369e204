/* pol_simple.c - the two unbuffered policies.
 *
 *   null    appends nothing; the benchmark's fixed per-process overhead is
 *           measured with it and subtracted from every other cell.
 *   direct  one write(2) per record, fsync(2) at every commit point.
 */
#include <unistd.h>
#include "wbuf.h"

static int null_append(struct wbuf *w, const unsigned char *f, size_t n)
{
    (void)w; (void)f; (void)n;
    return 0;
}

static int null_noop(struct wbuf *w)
{
    (void)w;
    return 0;
}

const struct wbuf_ops wbuf_null_ops = {
    .name = "null", .append = null_append, .flush = null_noop, .sync = null_noop,
};

static int direct_append(struct wbuf *w, const unsigned char *f, size_t n)
{
    return wbuf_write_all(w->fd, f, n) < 0 ? -1 : 0;
}

static int direct_sync(struct wbuf *w)
{
    return fsync(w->fd);
}

const struct wbuf_ops wbuf_direct_ops = {
    .name = "direct", .append = direct_append, .flush = null_noop, .sync = direct_sync,
};
