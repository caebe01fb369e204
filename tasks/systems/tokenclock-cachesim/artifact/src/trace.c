/*
 * trace.c -- load a request trace in any supported format and renumber the
 * object ids densely (0, 1, 2, ... in order of first appearance).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sim.h"
#include "config.h"
#include "trace.h"
#include "util.h"
#include "../vendor/u64map/u64map.h"

static const char *format_name(enum trace_format f)
{
    switch (f) {
    case FMT_TEXT: return "text";
    case FMT_CSV:  return "csv";
    case FMT_BIN:  return "bin";
    default:       return "auto";
    }
}

/* Look at the first bytes and the first non-comment line. */
static enum trace_format sniff(const char *path)
{
    struct reader *r = reader_open(path);
    char buf[TRACE_LINE_MAX];
    enum trace_format f = FMT_TEXT;

    if (!r)
        return FMT_TEXT;        /* the open error is reported by the caller */
    if (reader_read(r, buf, 4) == 4 && memcmp(buf, BIN_MAGIC, 4) == 0) {
        reader_close(r);
        return FMT_BIN;
    }
    reader_close(r);
    r = reader_open(path);
    while (reader_gets(r, buf, sizeof buf)) {
        char *s = buf;

        while (*s == ' ' || *s == '\t')
            s++;
        if (*s == '#' || *s == '\n' || *s == '\r' || *s == '\0')
            continue;
        if (strchr(s, ','))
            f = FMT_CSV;
        break;
    }
    reader_close(r);
    return f;
}

int trace_load(const char *path, struct trace *t)
{
    struct tctx c;
    struct u64map ids;
    enum trace_format fmt = conf.format;
    long cap = 1 << 16;
    uint64_t id;
    int32_t dense;
    int r;

    memset(&c, 0, sizeof c);
    c.path = path;
    c.key_column = conf.csv_key_column;
    c.op_column = conf.csv_op_column;
    if (fmt == FMT_AUTO) {
        fmt = sniff(path);
        note("%s: %s format (sniffed), reader %s", path, format_name(fmt), reader_backend());
    }
    c.r = reader_open(path);
    if (!c.r) {
        perror(path);
        return -1;
    }
    if (fmt == FMT_BIN && fmt_bin_begin(&c) != 0) {
        reader_close(c.r);
        return -1;
    }

    t->n = 0;
    t->max_key = -1;
    t->keys = xmalloc(cap * sizeof(int));
    u64map_init(&ids, 1 << 14);
    for (;;) {
        if (conf.limit > 0 && t->n >= conf.limit)
            break;
        switch (fmt) {
        case FMT_CSV: r = fmt_csv_next(&c, &id); break;
        case FMT_BIN: r = fmt_bin_next(&c, &id); break;
        default:      r = fmt_text_next(&c, &id); break;
        }
        if (r == 0)
            break;
        if (r < 0) {
            reader_close(c.r);
            u64map_free(&ids);
            free(t->keys);
            t->keys = NULL;
            return -1;
        }
        dense = u64map_get(&ids, id);
        if (dense < 0) {
            if (t->max_key == 0x7ffffffe)
                die("%s: too many distinct objects", path);
            dense = ++t->max_key;
            if (u64map_put(&ids, id, dense) != 0)
                die("%s: record %ld: object id %llu is reserved", path, c.lineno,
                    (unsigned long long)id);
        }
        if (t->n == cap) {
            cap *= 2;
            t->keys = xrealloc(t->keys, cap * sizeof(int));
        }
        t->keys[t->n++] = dense;
    }
    reader_close(c.r);
    t->n_skipped = c.skipped;
    note("%s: %ld requests, %d distinct objects, %ld skipped", path, t->n, t->max_key + 1,
         c.skipped);
    u64map_free(&ids);
    return 0;
}

void trace_free(struct trace *t)
{
    free(t->keys);
    t->keys = NULL;
    t->n = 0;
}
