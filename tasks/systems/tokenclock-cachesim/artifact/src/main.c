/*
 * cachesim -- trace-driven simulator of cache replacement policies.
 *
 * usage: cachesim [options] -p POLICY -c CAPACITY[,CAPACITY...] TRACE
 * prints one line per capacity: policy, capacity, requests, hits, misses, hit
 * ratio (see stats.c for the other output formats).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "sim.h"
#include "admission.h"
#include "config.h"
#include "reader.h"
#include "stats.h"
#include "util.h"

#define CACHESIM_VERSION "1.3"
#define MAX_CAPS 64

static void usage(int status)
{
    fprintf(status ? stderr : stdout,
            "usage: cachesim [options] -p POLICY -c CAPACITY[,CAPACITY...] TRACE\n"
            "  -p POLICY      replacement policy (-l lists them)\n"
            "  -c CAPS        cache capacities in objects, comma-separated (10k, 2M allowed)\n"
            "  -C FILE        configuration file (default: $CACHESIM_CONF, ./cachesim.conf)\n"
            "  -N             ignore configuration files, use the built-in defaults\n"
            "  -o SEC.KEY=V   override one setting (repeatable)\n"
            "  -f FORMAT      trace format: auto, text, csv, bin (= -o trace.format=...)\n"
            "  -w N           warm-up requests not counted (= -o sim.warmup=N)\n"
            "  -D             print the effective settings and exit\n"
            "  -l             list the policies\n"
            "  -v             verbose (trace statistics, settings source)\n"
            "  -V             version\n");
    exit(status);
}

static int parse_caps(const char *arg, int *caps)
{
    char buf[512], *tok, *save = NULL;
    long v;
    int n = 0;

    snprintf(buf, sizeof buf, "%s", arg);
    for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (n == MAX_CAPS || parse_long(tok, &v) != 0 || v <= 0 || v > 100000000L)
            return -1;
        caps[n++] = (int)v;
    }
    return n;
}

static double now_seconds(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');

    return s ? s + 1 : path;
}

static void replay(struct policy *pol, const struct trace *tr, int capacity, struct result *res)
{
    long r, warm = conf.warmup < tr->n ? conf.warmup : tr->n;
    double t0 = now_seconds();

    stats_reset();
    if (pol->prepare)
        pol->prepare(tr);
    admission_init();
    pol->init(capacity, tr->max_key);
    for (r = 0; r < tr->n; r++) {
        if (r == warm)
            stats_reset();          /* the warm-up requests are not counted */
        admission_tick(tr->keys[r]);
        pol->access(tr->keys[r]);
    }
    if (warm == tr->n)
        stats_reset();
    pol->fini();
    admission_fini();
    stats_collect(res);
    res->seconds = now_seconds() - t0;
}

int main(int argc, char **argv)
{
    struct policy *pol = NULL;
    struct trace tr;
    struct result res;
    const char *conf_path = NULL, *overrides[32];
    char tmp[64];
    int caps[MAX_CAPS], n_caps = 0, n_over = 0, no_conf = 0, dump = 0, opt, i;

    while ((opt = getopt(argc, argv, "p:c:C:No:f:w:Dlvh?V")) != -1) {
        switch (opt) {
        case 'p':
            pol = policy_find(optarg);
            if (!pol) {
                fprintf(stderr, "cachesim: unknown policy '%s' (-l lists them)\n", optarg);
                return 2;
            }
            break;
        case 'c':
            n_caps = parse_caps(optarg, caps);
            if (n_caps <= 0) {
                fprintf(stderr, "cachesim: bad capacity list '%s'\n", optarg);
                return 2;
            }
            break;
        case 'C':
            conf_path = optarg;
            break;
        case 'N':
            no_conf = 1;
            break;
        case 'o':
        case 'f':
        case 'w':
            if (n_over == 32)
                usage(2);
            if (opt == 'o') {
                overrides[n_over++] = optarg;
            } else {
                snprintf(tmp, sizeof tmp, "%s=%s", opt == 'f' ? "trace.format" : "sim.warmup",
                         optarg);
                overrides[n_over++] = xstrdup(tmp);
            }
            break;
        case 'D':
            dump = 1;
            break;
        case 'l':
            policy_list();
            return 0;
        case 'v':
            verbose = 1;
            break;
        case 'V':
            printf("cachesim %s (trace reader: %s)\n", CACHESIM_VERSION, reader_backend());
            return 0;
        case 'h':
            usage(0);
            break;
        default:
            usage(2);
        }
    }

    conf_defaults(&conf);
    if (!no_conf)
        conf_load(&conf, conf_path);
    for (i = 0; i < n_over; i++)
        if (conf_set(&conf, overrides[i]) != 0)
            die("bad setting '%s'", overrides[i]);
    if (dump) {
        conf_dump(&conf);
        return 0;
    }
    if (!pol || n_caps == 0 || optind != argc - 1)
        usage(2);

    if (trace_load(argv[optind], &tr) != 0)
        return 1;
    stats_print_header();
    for (i = 0; i < n_caps; i++) {
        memset(&res, 0, sizeof res);
        res.policy = pol->name;
        res.trace = base_name(argv[optind]);
        res.capacity = caps[i];
        replay(pol, &tr, caps[i], &res);
        stats_print(&res);
    }
    trace_free(&tr);
    return 0;
}
