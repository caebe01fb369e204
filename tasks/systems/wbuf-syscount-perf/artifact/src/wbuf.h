/* wbuf.h - append-only log writer with pluggable buffering policies.
 *
 * A record on disk is an 8-byte frame header (payload length, frame check)
 * followed by the payload.  The writer never reads the log back; see
 * recover.c for the validator.
 */
#ifndef WBUF_H
#define WBUF_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/uio.h>

#include "profile.h"

#define WBUF_FRAME_HDR 8

/* Sizes of the testbed profile (paper, Table 1); the policies read the
 * active profile (profile.h).  Changing any of them changes Table 3. */
#ifdef WBUF_COPYBUF_SIZE_OVERRIDE
#define WBUF_COPYBUF_SIZE     WBUF_COPYBUF_SIZE_OVERRIDE   /* Figure 4 sweep */
#else
#define WBUF_COPYBUF_SIZE     4096
#endif
#define WBUF_GATHER_IOV       16
#define WBUF_GATHER_BYTES     8192
#define WBUF_PWSEG_SIZE       16384
#define WBUF_ADAPT_MIN        512
#define WBUF_ADAPT_MAX        65536
#define WBUF_ADAPT_GROW_AFTER 2     /* > this many spills per commit: grow */

enum wbuf_policy_id {
    WBUF_NULL = 0,
    WBUF_DIRECT,
    WBUF_COPYBUF,
    WBUF_GATHER,
    WBUF_PWSEG,
    WBUF_ADAPTIVE,
    WBUF__NPOLICIES
};

struct wbuf;

struct wbuf_ops {
    const char *name;
    int (*open)(struct wbuf *w);
    int (*append)(struct wbuf *w, const unsigned char *frame, size_t len);
    int (*flush)(struct wbuf *w);        /* push buffered bytes to the kernel */
    int (*sync)(struct wbuf *w);         /* make them durable                 */
    void (*close)(struct wbuf *w);
};

struct wbuf_stats {
    uint64_t appends;
    uint64_t bytes;
    uint64_t commits;
    uint64_t spills;          /* flushes forced by a full buffer */
};

struct wbuf {
    const struct wbuf_ops *ops;
    enum wbuf_policy_id policy;
    int fd;
    int idx_fd;               /* pwseg: commit index              */
    char path[512];
    off_t off;                /* pwseg: next data offset          */

    unsigned char *buf;       /* copybuf / pwseg / adaptive       */
    size_t cap;
    size_t used;

    struct iovec iov[WBUF_GATHER_IOV_MAX];    /* gather           */
    unsigned char *arena;     /* gather: backing store of the iovecs */
    size_t arena_used;
    int iovcnt;

    long pending;             /* records appended since the last commit */
    long spills_since_commit; /* adaptive                                */
    const struct wbuf_profile *prof;
    struct wbuf_stats st;
};

int wbuf_parse_policy(const char *name, enum wbuf_policy_id *out);
const char *wbuf_policy_name(enum wbuf_policy_id p);

int wbuf_open(struct wbuf *w, const char *path, enum wbuf_policy_id p);
int wbuf_append(struct wbuf *w, const void *payload, size_t len);
int wbuf_commit(struct wbuf *w);
int wbuf_close(struct wbuf *w);

/* helpers shared by the policies (wbuf.c) */
ssize_t wbuf_write_all(int fd, const void *buf, size_t len);
ssize_t wbuf_pwrite_all(int fd, const void *buf, size_t len, off_t off);
uint32_t wbuf_frame_check(const unsigned char *p, size_t len);

extern const struct wbuf_ops wbuf_null_ops;
extern const struct wbuf_ops wbuf_direct_ops;
extern const struct wbuf_ops wbuf_copybuf_ops;
extern const struct wbuf_ops wbuf_gather_ops;
extern const struct wbuf_ops wbuf_pwseg_ops;
extern const struct wbuf_ops wbuf_adaptive_ops;

#endif
