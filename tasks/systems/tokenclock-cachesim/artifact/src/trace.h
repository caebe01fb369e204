/*
 * trace.h -- trace formats (see docs/FORMATS.md).
 *
 *   text  one object id per line, '#' starts a comment (the paper's traces)
 *   csv   timestamp,object,size[,op] with an optional header line
 *   bin   "CSTR" header, then packed little-endian records (ts u32, id u64, size u32)
 *
 * With format = auto the format is sniffed from the start of the file.
 */
#ifndef TRACE_H
#define TRACE_H

#include <stdint.h>
#include "reader.h"

#define TRACE_LINE_MAX 512

struct tctx {
    struct reader *r;
    const char *path;
    long lineno;            /* text and csv: current line; bin: record number */
    long skipped;           /* records filtered out (csv: non-GET operations) */
    int key_column, op_column;
    int header_seen;
    char line[TRACE_LINE_MAX];
};

/* each returns 1 with *id set, 0 at end of input, -1 on a bad record (reported) */
int fmt_text_next(struct tctx *c, uint64_t *id);
int fmt_csv_next(struct tctx *c, uint64_t *id);
int fmt_bin_begin(struct tctx *c);
int fmt_bin_next(struct tctx *c, uint64_t *id);

/* shared by the text and csv readers (util.c) */
int parse_u64(const char *s, const char **end, uint64_t *out);

#define BIN_MAGIC "CSTR"
#define BIN_VERSION 1

#endif
