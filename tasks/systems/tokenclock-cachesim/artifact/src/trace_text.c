/*
 * trace_text.c -- the paper's format: one decimal object id per line.
 * Blank lines and lines starting with '#' are skipped; trailing blanks and a
 * CR (traces written on Windows) are accepted.
 */
#include <stdio.h>
#include "trace.h"

int fmt_text_next(struct tctx *c, uint64_t *id)
{
    const char *s, *end;

    while (reader_gets(c->r, c->line, sizeof c->line)) {
        c->lineno++;
        s = c->line;
        while (*s == ' ' || *s == '\t')
            s++;
        if (*s == '#' || *s == '\n' || *s == '\r' || *s == '\0')
            continue;
        if (parse_u64(s, &end, id) != 0)
            goto bad;
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
