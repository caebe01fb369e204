/*
 * reader.h -- byte and line input from plain or gzip-compressed trace files.
 *
 * Three back ends, chosen at build time:
 *   - stdio (no zlib): plain files only;
 *   - HAVE_ZLIB: zlib's gzFile interface (gzgets/gzread), plain or .gz;
 *   - HAVE_ZLIB + GZ_INFLATE: our own buffered inflate loop, about three times
 *     faster than gzgets on the multi-gigabyte traces of the follow-up study.
 *     Plain files are read through stdio.
 */
#ifndef READER_H
#define READER_H

#include <stddef.h>

struct reader;

struct reader *reader_open(const char *path);
/* like fgets: returns buf, or NULL at end of input */
char  *reader_gets(struct reader *r, char *buf, int size);
/* returns the number of bytes read (< n only at end of input) */
size_t reader_read(struct reader *r, void *buf, size_t n);
void   reader_close(struct reader *r);
const char *reader_backend(void);

#endif
