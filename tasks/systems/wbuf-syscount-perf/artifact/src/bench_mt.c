/* bench_mt.c - wbuf-bench-mt: N writer threads, one log each (Figure 5).
 *
 * usage: wbuf-bench-mt -p POLICY -w DIST -n RECORDS -t THREADS -k SYNC_EVERY -d DIR
 *
 * Measures the commit latency distribution under contention for the device;
 * prints one line per thread and a histogram of commit latencies in
 * microseconds (power-of-two buckets).  Not used for Table 3: its counts are
 * the single-threaded counts times the number of threads, and its times
 * depend on the disk.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "timing.h"
#include "wbuf.h"
#include "workload.h"

#define NBUCKETS 24

struct job {
    int id;
    enum wbuf_policy_id pol;
    enum wl_dist dist;
    long records;
    long sync_every;
    const char *dir;
    uint64_t seed;
    uint64_t hist[NBUCKETS];
    uint64_t elapsed;
    int rc;
};

static int bucket(uint64_t ns)
{
    uint64_t us = ns / 1000;
    int b = 0;
    while (us > 1 && b < NBUCKETS - 1) {
        us >>= 1;
        b++;
    }
    return b;
}

static void *worker(void *arg)
{
    struct job *j = arg;
    workload_t wl;
    struct wbuf w;
    char path[512];
    unsigned char *buf;
    uint64_t t0, c0;
    long i;

    wl_init(&wl, j->dist, j->seed + (uint64_t)j->id, j->records, j->sync_every);
    buf = malloc(65536);
    snprintf(path, sizeof(path), "%s/wbuf-mt-%d-%ld.log", j->dir, j->id, (long)getpid());
    if (!buf || wbuf_open(&w, path, j->pol) != 0) {
        j->rc = errno ? errno : 1;
        free(buf);
        return NULL;
    }
    t0 = now_ns();
    for (i = 0; i < j->records; i++) {
        size_t n = wl_next_size(&wl);
        wl_fill(&wl, buf, n, i);
        wbuf_append(&w, buf, n);
        if (j->sync_every > 0 && (i + 1) % j->sync_every == 0) {
            c0 = now_ns();
            wbuf_commit(&w);
            j->hist[bucket(now_ns() - c0)]++;
        }
    }
    wbuf_close(&w);
    j->elapsed = now_ns() - t0;
    unlink(path);
    free(buf);
    return NULL;
}

int main(int argc, char **argv)
{
    enum wbuf_policy_id pol = WBUF_COPYBUF;
    enum wl_dist dist = WL_STEADY;
    long records = 10000, sync_every = 64;
    int threads = 4, c, t, b;
    const char *dir = "/tmp";
    struct job *jobs;
    pthread_t *tids;
    uint64_t total[NBUCKETS] = { 0 };

    while ((c = getopt(argc, argv, "p:w:n:t:k:d:")) != -1) {
        switch (c) {
        case 'p': if (wbuf_parse_policy(optarg, &pol)) return 2; break;
        case 'w': if (wl_parse_dist(optarg, &dist)) return 2; break;
        case 'n': records = atol(optarg); break;
        case 't': threads = atoi(optarg); break;
        case 'k': sync_every = atol(optarg); break;
        case 'd': dir = optarg; break;
        default:
            fprintf(stderr, "usage: wbuf-bench-mt -p POLICY -w DIST -n N -t THREADS -k K -d DIR\n");
            return 2;
        }
    }
    jobs = calloc((size_t)threads, sizeof(*jobs));
    tids = calloc((size_t)threads, sizeof(*tids));
    if (!jobs || !tids)
        return 1;
    for (t = 0; t < threads; t++) {
        jobs[t] = (struct job){ .id = t, .pol = pol, .dist = dist, .records = records,
                                .sync_every = sync_every, .dir = dir, .seed = 42 };
        pthread_create(&tids[t], NULL, worker, &jobs[t]);
    }
    for (t = 0; t < threads; t++) {
        pthread_join(tids[t], NULL);
        printf("thread %d rc=%d elapsed_ns=%llu\n", t, jobs[t].rc,
               (unsigned long long)jobs[t].elapsed);
        for (b = 0; b < NBUCKETS; b++)
            total[b] += jobs[t].hist[b];
    }
    printf("commit latency (us, upper bound): count\n");
    for (b = 0; b < NBUCKETS; b++)
        if (total[b])
            printf("  %8llu: %llu\n", 1ULL << (b + 1), (unsigned long long)total[b]);
    free(jobs);
    free(tids);
    return 0;
}
