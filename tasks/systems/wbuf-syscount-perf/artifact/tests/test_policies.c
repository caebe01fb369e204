/* test_policies.c - unit tests of the writer (make unit).
 *
 * Writes small workloads with every policy, then checks that the log holds
 * exactly the appended frames (via the same walk as wbuf-recover) and that
 * the statistics add up.  Does not count system calls.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../src/wbuf.h"
#include "../src/workload.h"

static int failures;

#define EXPECT(cond, ...)                                   \
    do {                                                    \
        if (!(cond)) {                                      \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
            fprintf(stderr, __VA_ARGS__);                   \
            fputc('\n', stderr);                            \
            failures++;                                     \
        }                                                   \
    } while (0)

static long walk(const char *path, uint64_t *bytes)
{
    int fd = open(path, O_RDONLY);
    struct stat sb;
    unsigned char *d;
    size_t pos = 0;
    long n = 0;

    if (fd < 0 || fstat(fd, &sb) != 0)
        return -1;
    d = malloc((size_t)sb.st_size + 1);
    if (read(fd, d, (size_t)sb.st_size) != sb.st_size) {
        close(fd);
        free(d);
        return -1;
    }
    close(fd);
    while (pos + WBUF_FRAME_HDR <= (size_t)sb.st_size) {
        uint32_t len, chk;
        memcpy(&len, d + pos, 4);
        memcpy(&chk, d + pos + 4, 4);
        if (pos + WBUF_FRAME_HDR + len > (size_t)sb.st_size)
            break;
        if (wbuf_frame_check(d + pos + WBUF_FRAME_HDR, len) != chk)
            break;
        pos += WBUF_FRAME_HDR + len;
        n++;
    }
    *bytes = pos;
    free(d);
    return pos == (size_t)sb.st_size ? n : -2;
}

static void one(enum wbuf_policy_id p, enum wl_dist dist, long records, long k)
{
    char path[256];
    struct wbuf w;
    workload_t wl;
    unsigned char buf[8192];
    uint64_t bytes = 0;
    long i, got;

    snprintf(path, sizeof(path), "/tmp/wbuf-unit-%s-%d.log", wbuf_policy_name(p), (int)getpid());
    wl_init(&wl, dist, 99, records, k);
    EXPECT(wbuf_open(&w, path, p) == 0, "open %s", path);
    for (i = 0; i < records; i++) {
        size_t n = wl_next_size(&wl);
        wl_fill(&wl, buf, n, i);
        EXPECT(wbuf_append(&w, buf, n) == 0, "append %ld", i);
        if (k && (i + 1) % k == 0)
            EXPECT(wbuf_commit(&w) == 0, "commit %ld", i);
    }
    EXPECT(w.st.appends == (uint64_t)records, "appends %llu", (unsigned long long)w.st.appends);
    EXPECT(wbuf_close(&w) == 0, "close");
    got = walk(path, &bytes);
    if (p == WBUF_NULL) {
        EXPECT(got == 0, "null policy wrote %ld records", got);
    } else {
        EXPECT(got == records, "%s/%s: %ld of %ld records in the log",
               wbuf_policy_name(p), wl_dist_name(dist), got, records);
        EXPECT(bytes == w.st.bytes, "%s: %llu bytes in the log, %llu appended",
               wbuf_policy_name(p), (unsigned long long)bytes, (unsigned long long)w.st.bytes);
    }
    unlink(path);
    strcat(path, ".idx");
    unlink(path);
}

int main(void)
{
    int p, d;
    for (p = 0; p < WBUF__NPOLICIES; p++)
        for (d = 0; d < WL_FIXED; d++) {
            one((enum wbuf_policy_id)p, (enum wl_dist)d, 777, 50);
            one((enum wbuf_policy_id)p, (enum wl_dist)d, 130, 0);
        }
    if (failures) {
        fprintf(stderr, "%d failures\n", failures);
        return 1;
    }
    printf("test_policies: all %d policies OK\n", WBUF__NPOLICIES);
    return 0;
}
