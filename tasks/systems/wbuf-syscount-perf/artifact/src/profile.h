/* profile.h - buffer-size profiles of the writer.
 *
 * The policies' sizes used to be compile-time constants (wbuf.h); since
 * 0.9.2 they come from a profile chosen at run time with WBUF_PROFILE, so
 * that the x86 testbed and the ARM loggers (Section 6) run the same binary
 * logic with their own memory budgets.
 *
 *   testbed  (default) the sizes of Table 1
 *   logger   the loggers' 64 KiB-per-writer budget
 */
#ifndef WBUF_PROFILE_H
#define WBUF_PROFILE_H

#include <stddef.h>

#define WBUF_GATHER_IOV_MAX 16     /* size of the iovec array in struct wbuf */

struct wbuf_profile {
    const char *name;
    size_t copybuf;        /* copybuf: buffer bytes                       */
    int gather_iov;        /* gather: records per writev (<= IOV_MAX)     */
    size_t gather_bytes;   /* gather: bytes per writev                    */
    size_t pwseg;          /* pwseg: segment bytes                        */
    size_t adapt_min;      /* adaptive: smallest capacity                 */
    size_t adapt_max;      /* adaptive: largest capacity                  */
    long adapt_grow_after; /* adaptive: spills per commit before doubling */
};

/* The active profile (WBUF_PROFILE, read once). */
const struct wbuf_profile *wbuf_profile(void);
/* Look a profile up by name; NULL if unknown. */
const struct wbuf_profile *wbuf_profile_find(const char *name);
/* Force a profile (tests); NULL restores the environment's choice. */
void wbuf_profile_set(const struct wbuf_profile *p);

#endif
