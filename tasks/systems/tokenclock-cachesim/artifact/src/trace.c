/*
 * trace.c -- read a request trace: one object id per line, '#' starts a comment.
 * Traces are usually stored gzip-compressed; they are read through zlib when the
 * simulator is built with HAVE_ZLIB (gzopen reads plain files as well).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include "sim.h"

#ifdef HAVE_ZLIB
#include <zlib.h>
typedef gzFile tfile;
#define T_OPEN(p)        gzopen((p), "rb")
#define T_GETS(b, n, f)  gzgets((f), (b), (n))
#define T_CLOSE(f)       gzclose(f)
#else
typedef FILE *tfile;
#define T_OPEN(p)        fopen((p), "r")
#define T_GETS(b, n, f)  fgets((b), (n), (f))
#define T_CLOSE(f)       fclose(f)
#endif

static int parse_line(const char *s, int *key)
{
    char *end;
    long v;

    while (*s == ' ' || *s == '\t')
        s++;
    if (*s == '#' || *s == '\n' || *s == '\0')
        return 0;                       /* comment or blank line */
    if (!isdigit((unsigned char)*s))
        return -1;
    v = strtol(s, &end, 10);
    while (*end == ' ' || *end == '\t' || *end == '\r')
        end++;
    if ((*end != '\n' && *end != '\0') || v < 0 || v > 100000000L)
        return -1;
    *key = (int)v;
    return 1;
}

int trace_load(const char *path, struct trace *t)
{
    char buf[256];
    long cap = 1 << 16, lineno = 0;
    int key, r;
    tfile f = T_OPEN(path);

    if (!f) {
        perror(path);
        return -1;
    }
    t->n = 0;
    t->max_key = -1;
    t->keys = malloc(cap * sizeof(int));
    while (T_GETS(buf, sizeof buf, f)) {
        lineno++;
        r = parse_line(buf, &key);
        if (r == 0)
            continue;
        if (r < 0) {
            fprintf(stderr, "cachesim: %s:%ld: bad record\n", path, lineno);
            T_CLOSE(f);
            return -1;
        }
        if (t->n == cap) {
            cap *= 2;
            t->keys = realloc(t->keys, cap * sizeof(int));
        }
        t->keys[t->n++] = key;
        if (key > t->max_key)
            t->max_key = key;
    }
    T_CLOSE(f);
    return 0;
}

void trace_free(struct trace *t)
{
    free(t->keys);
    t->keys = NULL;
    t->n = 0;
}
