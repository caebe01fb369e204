/* util.c -- allocation and error helpers. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util.h"

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);

    if (!p)
        die("out of memory (%zu bytes)", n);
    return p;
}

void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);

    if (!p)
        die("out of memory (%zu x %zu bytes)", n, size);
    return p;
}

void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p)
        die("out of memory (%zu bytes)", n);
    return p;
}

char *xstrdup(const char *s)
{
    char *d = xmalloc(strlen(s) + 1);

    strcpy(d, s);
    return d;
}

void die(const char *fmt, ...)
{
    va_list ap;

    fputs("cachesim: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(1);
}

void note(const char *fmt, ...)
{
    va_list ap;

    if (!verbose)
        return;
    fputs("cachesim: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

void rng_seed(struct rng *r, uint64_t seed)
{
    r->s = seed ? seed : 0x9e3779b97f4a7c15ULL;
}

uint64_t rng_next(struct rng *r)
{
    uint64_t x = r->s;

    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    r->s = x;
    return x * 0x2545f4914f6cdd1dULL;
}

uint32_t rng_below(struct rng *r, uint32_t n)
{
    return (uint32_t)((rng_next(r) >> 32) % n);
}

int parse_long(const char *s, long *out)
{
    char *end;
    long v;

    errno = 0;
    v = strtol(s, &end, 10);
    if (errno || end == s)
        return -1;
    if (*end == 'k' || *end == 'K') {
        v *= 1000;
        end++;
    } else if (*end == 'M') {
        v *= 1000000;
        end++;
    }
    if (*end != '\0')
        return -1;
    *out = v;
    return 0;
}

int parse_u64(const char *s, const char **end, uint64_t *out)
{
    long long v;
    int n;

    if (*s < '0' || *s > '9' || sscanf(s, "%lld%n", &v, &n) != 1)
        return -1;
    *end = s + n;
    *out = v;
    return 0;
}
