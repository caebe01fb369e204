/*
 * trace_csv.c -- comma-separated block/object traces:
 *
 *     timestamp,object,size[,op]
 *
 * The object id is taken from column csv_key_column (1-based, default 2).  If
 * the first line's key field is not a number it is taken for a header.  When
 * csv_op_column is set, only read requests (op "GET", "get", "R", "r" or
 * "read") are replayed; writes and deletes are counted as skipped, as in the
 * follow-up study.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "trace.h"

/* the n-th field (1-based) of a comma-separated line, copied into out */
static int field(const char *line, int n, char *out, size_t size)
{
    const char *p = line, *q;
    size_t len;
    int i;

    for (i = 1; i < n; i++) {
        p = strchr(p, ',');
        if (!p)
            return -1;
        p++;
    }
    q = p + strcspn(p, ",\r\n");
    len = (size_t)(q - p);
    while (len > 0 && (p[0] == ' ' || p[0] == '\t')) {
        p++;
        len--;
    }
    while (len > 0 && (p[len - 1] == ' ' || p[len - 1] == '\t'))
        len--;
    if (len >= size)
        return -1;
    memcpy(out, p, len);
    out[len] = '\0';
    return 0;
}

static int is_read(const char *op)
{
    return strcasecmp(op, "get") == 0 || strcasecmp(op, "r") == 0
        || strcasecmp(op, "read") == 0;
}

int fmt_csv_next(struct tctx *c, uint64_t *id)
{
    char key[64], op[16];
    const char *end;

    while (reader_gets(c->r, c->line, sizeof c->line)) {
        c->lineno++;
        if (c->line[0] == '#' || c->line[0] == '\n' || c->line[0] == '\r')
            continue;
        if (field(c->line, c->key_column, key, sizeof key) != 0)
            goto bad;
        if (parse_u64(key, &end, id) != 0 || *end != '\0') {
            if (!c->header_seen && c->lineno == 1) {
                c->header_seen = 1;     /* a header line */
                continue;
            }
            goto bad;
        }
        c->header_seen = 1;
        if (c->op_column > 0) {
            if (field(c->line, c->op_column, op, sizeof op) != 0)
                goto bad;
            if (!is_read(op)) {
                c->skipped++;
                continue;
            }
        }
        return 1;
    }
    return 0;
bad:
    fprintf(stderr, "cachesim: %s:%ld: bad record\n", c->path, c->lineno);
    return -1;
}
