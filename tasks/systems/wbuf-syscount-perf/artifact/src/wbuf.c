/* wbuf.c - policy dispatch, framing and the common commit protocol.
 *
 * Commit protocol (all policies): flush whatever the policy buffers, then
 * make it durable with the policy's sync primitive.  wbuf_close() commits
 * the tail if any record was appended after the last commit point.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wbuf.h"

static const struct wbuf_ops *const table[WBUF__NPOLICIES] = {
    &wbuf_null_ops, &wbuf_direct_ops, &wbuf_copybuf_ops,
    &wbuf_gather_ops, &wbuf_pwseg_ops, &wbuf_adaptive_ops,
};

int wbuf_parse_policy(const char *name, enum wbuf_policy_id *out)
{
    int i;
    for (i = 0; i < WBUF__NPOLICIES; i++) {
        if (strcmp(table[i]->name, name) == 0) {
            *out = (enum wbuf_policy_id)i;
            return 0;
        }
    }
    return -1;
}

const char *wbuf_policy_name(enum wbuf_policy_id p)
{
    return (p >= 0 && p < WBUF__NPOLICIES) ? table[p]->name : "?";
}

ssize_t wbuf_write_all(int fd, const void *buf, size_t len)
{
    const unsigned char *p = buf;
    size_t done = 0;
    while (done < len) {
        ssize_t n = write(fd, p + done, len - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        done += (size_t)n;
    }
    return (ssize_t)done;
}

ssize_t wbuf_pwrite_all(int fd, const void *buf, size_t len, off_t off)
{
    const unsigned char *p = buf;
    size_t done = 0;
    while (done < len) {
        ssize_t n = pwrite(fd, p + done, len - done, off + (off_t)done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        done += (size_t)n;
    }
    return (ssize_t)done;
}

/* Fletcher-style 32-bit check over the payload; cheap and good enough to
 * detect torn tails in recover.c. */
uint32_t wbuf_frame_check(const unsigned char *p, size_t len)
{
    uint32_t a = 1, b = 0;
    size_t i;
    for (i = 0; i < len; i++) {
        a = (a + p[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    return (b << 16) | a;
}

int wbuf_open(struct wbuf *w, const char *path, enum wbuf_policy_id p)
{
    memset(w, 0, sizeof(*w));
    if (p < 0 || p >= WBUF__NPOLICIES)
        return -1;
    w->policy = p;
    w->ops = table[p];
    w->idx_fd = -1;
    w->prof = wbuf_profile();
    snprintf(w->path, sizeof(w->path), "%s", path);
    w->fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (w->fd < 0)
        return -1;
    if (w->ops->open && w->ops->open(w) != 0) {
        close(w->fd);
        return -1;
    }
    return 0;
}

int wbuf_append(struct wbuf *w, const void *payload, size_t len)
{
    /* frame = header + payload, built in a scratch buffer so that every
     * policy sees one contiguous record */
    static unsigned char *scratch;
    static size_t scratch_cap;
    size_t flen = WBUF_FRAME_HDR + len;
    uint32_t l32 = (uint32_t)len, chk;

    if (flen > scratch_cap) {
        unsigned char *n = realloc(scratch, flen);
        if (!n)
            return -1;
        scratch = n;
        scratch_cap = flen;
    }
    chk = wbuf_frame_check(payload, len);
    memcpy(scratch, &l32, 4);
    memcpy(scratch + 4, &chk, 4);
    memcpy(scratch + WBUF_FRAME_HDR, payload, len);

    w->st.appends++;
    w->st.bytes += flen;
    w->pending++;
    return w->ops->append(w, scratch, flen);
}

int wbuf_commit(struct wbuf *w)
{
    if (w->ops->flush(w) != 0)
        return -1;
    if (w->ops->sync(w) != 0)
        return -1;
    w->st.commits++;
    w->pending = 0;
    return 0;
}

int wbuf_close(struct wbuf *w)
{
    int rc = 0;
    if (w->pending > 0)
        rc = wbuf_commit(w);
    if (w->ops->close)
        w->ops->close(w);
    if (w->idx_fd >= 0)
        close(w->idx_fd);
    close(w->fd);
    free(w->buf);
    free(w->arena);
    return rc;
}
