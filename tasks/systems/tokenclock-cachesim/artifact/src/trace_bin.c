/*
 * trace_bin.c -- the compact binary format written by tools/convert_trace.py:
 *
 *     offset 0   "CSTR"
 *            4   u32 version (1)
 *            8   u64 number of records
 *           16   records of 16 bytes: u32 timestamp, u64 object id, u32 size
 *
 * All integers are little-endian; records are packed, so they are decoded
 * byte by byte rather than through a struct.
 */
#include <stdio.h>
#include <string.h>
#include "trace.h"

static uint64_t le(const unsigned char *p, int n)
{
    uint64_t v = 0;
    int i;

    for (i = n - 1; i >= 0; i--)
        v = (v << 8) | p[i];
    return v;
}

static uint64_t bin_remaining;

int fmt_bin_begin(struct tctx *c)
{
    unsigned char h[16];

    if (reader_read(c->r, h, sizeof h) != sizeof h || memcmp(h, BIN_MAGIC, 4) != 0) {
        fprintf(stderr, "cachesim: %s: not a binary trace\n", c->path);
        return -1;
    }
    if (le(h + 4, 4) != BIN_VERSION) {
        fprintf(stderr, "cachesim: %s: binary trace version %u not supported\n", c->path,
                (unsigned)le(h + 4, 4));
        return -1;
    }
    bin_remaining = le(h + 8, 8);
    return 0;
}

int fmt_bin_next(struct tctx *c, uint64_t *id)
{
    unsigned char rec[16];
    size_t got;

    if (bin_remaining == 0)
        return 0;
    got = reader_read(c->r, rec, sizeof rec);
    if (got != sizeof rec) {
        fprintf(stderr, "cachesim: %s: truncated at record %ld\n", c->path, c->lineno + 1);
        return -1;
    }
    c->lineno++;
    bin_remaining--;
    *id = le(rec + 4, 8);
    return 1;
}
