/*
 * config.c -- defaults, configuration file and -o overrides.
 *
 * The defaults are the settings of the WSPS 2012 paper: no warm-up, TokenClock
 * with 3 tokens admitted at 0, no admission filter.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "config.h"
#include "util.h"
#include "../vendor/tinyini/tinyini.h"

void conf_defaults(struct simconf *c)
{
    memset(c, 0, sizeof *c);
    c->warmup = 0;
    c->seed = 1;
    c->format = FMT_AUTO;
    c->csv_key_column = 2;
    c->csv_op_column = 0;
    c->limit = 0;
    c->tokens_max = 3;
    c->tokens_on_admit = 0;
    c->protected_share = 0.8;
    c->twoq_in_share = 0.25;
    c->twoq_out_share = 0.5;
    c->admission = ADMIT_NONE;
    c->admission_window = 100000;
    c->bloom_bits_log2 = 16;
    c->output = OUT_LINE;
    c->source = "defaults";
}

static int get_long(const char *v, long *out, long lo, long hi)
{
    long x;

    if (parse_long(v, &x) != 0 || x < lo || x > hi)
        return -1;
    *out = x;
    return 0;
}

static int get_int(const char *v, int *out, long lo, long hi)
{
    long x;

    if (get_long(v, &x, lo, hi) != 0)
        return -1;
    *out = (int)x;
    return 0;
}

static int get_share(const char *v, double *out)
{
    char *end;
    double x = strtod(v, &end);

    if (end == v || *end != '\0' || x <= 0.0 || x >= 1.0)
        return -1;
    *out = x;
    return 0;
}

static int pick(const char *v, const char *const *names, int n)
{
    int i;

    for (i = 0; i < n; i++)
        if (strcmp(v, names[i]) == 0)
            return i;
    return -1;
}

static const char *const format_names[] = { "auto", "text", "csv", "bin" };
static const char *const admission_names[] = { "none", "doorkeeper", "tinylfu" };
static const char *const output_names[] = { "line", "csv", "json" };

/* Returns 0, 1 for an unknown key (ignored with a note), -1 for a bad value. */
static int set_one(struct simconf *c, const char *sec, const char *key, const char *v)
{
    int k;
    long l;

    if (strcmp(sec, "sim") == 0) {
        if (strcmp(key, "warmup") == 0)
            return get_long(v, &c->warmup, 0, 1000000000L);
        if (strcmp(key, "seed") == 0) {
            if (get_long(v, &l, 0, 2147483647L) != 0)
                return -1;
            c->seed = (unsigned long)l;
            return 0;
        }
    } else if (strcmp(sec, "trace") == 0) {
        if (strcmp(key, "format") == 0) {
            if ((k = pick(v, format_names, 4)) < 0)
                return -1;
            c->format = (enum trace_format)k;
            return 0;
        }
        if (strcmp(key, "csv_key_column") == 0)
            return get_int(v, &c->csv_key_column, 1, 64);
        if (strcmp(key, "csv_op_column") == 0)
            return get_int(v, &c->csv_op_column, 0, 64);
        if (strcmp(key, "limit") == 0)
            return get_long(v, &c->limit, 0, 1000000000000L);
    } else if (strcmp(sec, "tclock") == 0) {
        if (strcmp(key, "tokens_max") == 0)
            return get_int(v, &c->tokens_max, 1, 255);
        if (strcmp(key, "tokens_on_admit") == 0)
            return get_int(v, &c->tokens_on_admit, 0, 255);
    } else if (strcmp(sec, "slru") == 0) {
        if (strcmp(key, "protected_share") == 0)
            return get_share(v, &c->protected_share);
    } else if (strcmp(sec, "twoq") == 0) {
        if (strcmp(key, "in_share") == 0)
            return get_share(v, &c->twoq_in_share);
        if (strcmp(key, "out_share") == 0)
            return get_share(v, &c->twoq_out_share);
    } else if (strcmp(sec, "admission") == 0) {
        if (strcmp(key, "filter") == 0) {
            if ((k = pick(v, admission_names, 3)) < 0)
                return -1;
            c->admission = (enum admission_kind)k;
            return 0;
        }
        if (strcmp(key, "window") == 0)
            return get_long(v, &c->admission_window, 1, 1000000000L);
        if (strcmp(key, "bloom_bits_log2") == 0)
            return get_int(v, &c->bloom_bits_log2, 8, 30);
    } else if (strcmp(sec, "output") == 0) {
        if (strcmp(key, "format") == 0) {
            if ((k = pick(v, output_names, 3)) < 0)
                return -1;
            c->output = (enum output_format)k;
            return 0;
        }
    }
    return 1;
}

struct load_ctx {
    struct simconf *c;
    const char *path;
    int bad;
};

static int on_key(void *user, const char *sec, const char *key, const char *val, int lineno)
{
    struct load_ctx *lc = user;
    int r = set_one(lc->c, sec, key, val);

    if (r < 0) {
        fprintf(stderr, "cachesim: %s:%d: bad value for %s.%s: '%s'\n",
                lc->path, lineno, sec, key, val);
        lc->bad++;
    } else if (r > 0) {
        /* unknown keys are kept for newer versions of the file; say so when asked */
        note("%s:%d: ignoring unknown setting %s.%s", lc->path, lineno, sec, key);
    }
    return 0;
}

int conf_load(struct simconf *c, const char *path)
{
    struct load_ctx lc;
    const char *env;
    int r;

    if (!path) {
        env = getenv("CACHESIM_CONF");
        if (env && *env)
            path = env;
        else if (access("cachesim.conf", R_OK) == 0)
            path = "cachesim.conf";
        else
            return 0;                       /* built-in defaults */
    }
    lc.c = c;
    lc.path = path;
    lc.bad = 0;
    r = tinyini_parse_file(path, on_key, &lc);
    if (r < 0)
        die("cannot read configuration %s", path);
    if (r > 0)
        die("%s:%d: syntax error (expected 'key = value' or '[section]')", path, r);
    if (lc.bad)
        die("%s: %d bad setting(s)", path, lc.bad);
    c->source = xstrdup(path);
    note("settings from %s", path);
    return 0;
}

int conf_set(struct simconf *c, const char *assignment)
{
    char buf[256], *dot, *eq;
    int r;

    snprintf(buf, sizeof buf, "%s", assignment);
    dot = strchr(buf, '.');
    eq = strchr(buf, '=');
    if (!dot || !eq || dot > eq)
        return -1;
    *dot = '\0';
    *eq = '\0';
    r = set_one(c, buf, dot + 1, eq + 1);
    if (r > 0)
        fprintf(stderr, "cachesim: unknown setting %s.%s\n", buf, dot + 1);
    return r == 0 ? 0 : -1;
}

void conf_dump(const struct simconf *c)
{
    printf("# settings from %s\n", c->source);
    printf("[sim]\nwarmup = %ld\nseed = %lu\n", c->warmup, c->seed);
    printf("[trace]\nformat = %s\ncsv_key_column = %d\ncsv_op_column = %d\nlimit = %ld\n",
           format_names[c->format], c->csv_key_column, c->csv_op_column, c->limit);
    printf("[tclock]\ntokens_max = %d\ntokens_on_admit = %d\n", c->tokens_max, c->tokens_on_admit);
    printf("[slru]\nprotected_share = %.2f\n", c->protected_share);
    printf("[twoq]\nin_share = %.2f\nout_share = %.2f\n", c->twoq_in_share, c->twoq_out_share);
    printf("[admission]\nfilter = %s\nwindow = %ld\nbloom_bits_log2 = %d\n",
           admission_names[c->admission], c->admission_window, c->bloom_bits_log2);
    printf("[output]\nformat = %s\n", output_names[c->output]);
}
