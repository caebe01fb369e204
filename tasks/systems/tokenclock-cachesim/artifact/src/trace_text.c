/*
 * trace_text.c -- the paper's format: one decimal object id per line.
 * Blank lines and lines starting with '#' are skipped; trailing blanks and a
 * CR (traces written on Windows) are accepted.
 */
#include <inttypes.h>
#include <stdio.h>
#include "trace.h"

int fmt_text_next(struct tctx *c, uint64_t *id)
{
    const char *s, *end;
    int64_t v;
    int len;

    while (reader_gets(c->r, c->line, sizeof c->line)) {
        c->lineno++;
        s = c->line;
        while (*s == ' ' || *s == '\t')
            s++;
        if (*s == '#' || *s == '\n' || *s == '\r' || *s == '\0')
            continue;
        if (*s < '0' || *s > '9' || sscanf(s, "%" SCNd64 "%n", &v, &len) != 1)
            goto bad;
        *id = (uint64_t)v;
        end = s + len;
        while (*end == ' ' || *end == '\t' || *end == '\r')
            end++;
        if (*end != '\n' && *end != '\0')
            goto bad;
        return 1;
    }
    return 0;
bad:
    fprintf(stderr, "cachesim: %s:%ld: bad record\n", c->path, c->lineno);
    return -1;
}
