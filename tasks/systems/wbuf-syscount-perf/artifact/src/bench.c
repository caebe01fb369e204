/* bench.c - wbuf-bench: append one synthetic workload with one policy.
 *
 * usage: wbuf-bench -p POLICY -w DIST -n RECORDS -s SEED -k SYNC_EVERY -d DIR
 *                   [-f FIXED_SIZE] [-q]
 *
 * The benchmark itself counts nothing: system calls are counted from the
 * outside (perf, bpftrace, ...; see wbench/backends).  It prints one
 * summary line on stdout:
 *
 *   wbuf-bench policy=P dist=D records=N bytes=B commits=C spills=S elapsed_ns=T
 *
 * Payloads are generated before the timed loop so that generation never
 * shows up in the measured region.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "timing.h"
#include "wbuf.h"
#include "workload.h"

static void usage(void)
{
    fprintf(stderr,
            "usage: wbuf-bench -p POLICY -w DIST -n RECORDS -s SEED -k SYNC_EVERY -d DIR\n"
            "                  [-f FIXED_SIZE] [-q] [-K]\n"
            "policies: null direct copybuf gather pwseg adaptive\n"
            "dists:    steady bursty mixed fixed\n");
    exit(2);
}

int main(int argc, char **argv)
{
    enum wbuf_policy_id pol = WBUF_DIRECT;
    enum wl_dist dist = WL_STEADY;
    long records = 1000, sync_every = 64, fixed = 0;
    unsigned long long seed = 1;
    const char *dir = ".";
    int quiet = 0, keep = 0, c;
    workload_t wl;
    struct wbuf w;
    char path[512];
    size_t *sizes;
    unsigned char **payloads;
    uint64_t t0, t1;
    long i;

    while ((c = getopt(argc, argv, "p:w:n:s:k:d:f:qK")) != -1) {
        switch (c) {
        case 'p':
            if (wbuf_parse_policy(optarg, &pol) != 0) usage();
            break;
        case 'w':
            if (wl_parse_dist(optarg, &dist) != 0) usage();
            break;
        case 'n': records = strtol(optarg, NULL, 10); break;
        case 's': seed = strtoull(optarg, NULL, 0); break;
        case 'k': sync_every = strtol(optarg, NULL, 10); break;
        case 'd': dir = optarg; break;
        case 'f': fixed = strtol(optarg, NULL, 10); break;
        case 'q': quiet = 1; break;
        case 'K': keep = 1; break;
        default: usage();
        }
    }
    if (records < 0 || sync_every < 0)
        usage();

    wl_init(&wl, dist, seed, records, sync_every);
    if (fixed > 0)
        wl.fixed_size = (size_t)fixed;

    sizes = calloc((size_t)records + 1, sizeof(*sizes));
    payloads = calloc((size_t)records + 1, sizeof(*payloads));
    if (!sizes || !payloads) {
        perror("calloc");
        return 1;
    }
    for (i = 0; i < records; i++) {
        sizes[i] = wl_next_size(&wl);
        payloads[i] = malloc(sizes[i] ? sizes[i] : 1);
        if (!payloads[i]) {
            perror("malloc");
            return 1;
        }
        wl_fill(&wl, payloads[i], sizes[i], i);
    }

    snprintf(path, sizeof(path), "%s/wbuf-%s-%s-%ld.log", dir,
             wbuf_policy_name(pol), wl_dist_name(dist), (long)getpid());
    if (wbuf_open(&w, path, pol) != 0) {
        fprintf(stderr, "wbuf-bench: cannot open %s: %s\n", path, strerror(errno));
        return 1;
    }

    t0 = now_ns();
    for (i = 0; i < records; i++) {
        if (wbuf_append(&w, payloads[i], sizes[i]) != 0) {
            fprintf(stderr, "wbuf-bench: append %ld: %s\n", i, strerror(errno));
            return 1;
        }
        if (sync_every > 0 && (i + 1) % sync_every == 0 && wbuf_commit(&w) != 0) {
            fprintf(stderr, "wbuf-bench: commit %ld: %s\n", i, strerror(errno));
            return 1;
        }
    }
    if (wbuf_close(&w) != 0) {
        fprintf(stderr, "wbuf-bench: close: %s\n", strerror(errno));
        return 1;
    }
    t1 = now_ns();

    if (!keep) {
        char ipath[600];
        unlink(path);
        snprintf(ipath, sizeof(ipath), "%s.idx", path);
        unlink(ipath);
    }
    if (!quiet || 1) {
        /* one line, always: the driver parses it */
        printf("wbuf-bench policy=%s dist=%s records=%ld bytes=%llu commits=%llu "
               "spills=%llu elapsed_ns=%llu\n",
               wbuf_policy_name(pol), wl_dist_name(dist), records,
               (unsigned long long)w.st.bytes, (unsigned long long)w.st.commits,
               (unsigned long long)w.st.spills, (unsigned long long)(t1 - t0));
    }
    for (i = 0; i < records; i++)
        free(payloads[i]);
    free(payloads);
    free(sizes);
    return 0;
}
