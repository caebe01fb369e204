/*
 * reader.c -- see reader.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "reader.h"
#include "util.h"

#ifdef HAVE_ZLIB
#include <zlib.h>
#endif

#if defined(HAVE_ZLIB) && defined(GZ_INFLATE)

#define IN_CHUNK  (64 * 1024)
#define OUT_CHUNK (256 * 1024)

struct reader {
    FILE *fp;
    int gz;                     /* 1: inflate the input, 0: plain bytes */
    z_stream zs;
    unsigned char in[IN_CHUNK];
    unsigned char out[OUT_CHUNK];
    size_t pos, len;            /* unread bytes are out[pos .. len) */
    int eof;
};

struct reader *reader_open(const char *path)
{
    struct reader *r;
    int c1, c2;
    FILE *fp = fopen(path, "rb");

    if (!fp)
        return NULL;
    r = xcalloc(1, sizeof *r);
    r->fp = fp;
    c1 = getc(fp);
    c2 = getc(fp);
    rewind(fp);
    if (c1 == 0x1f && c2 == 0x8b) {
        r->gz = 1;
        /* 16 + MAX_WBITS: expect a gzip header and trailer */
        if (inflateInit2(&r->zs, 16 + MAX_WBITS) != Z_OK)
            die("%s: inflateInit2 failed", path);
    }
    return r;
}

/* refill out[]; returns 0 at end of input */
static int fill(struct reader *r)
{
    int ret;

    if (r->eof)
        return 0;
    r->pos = r->len = 0;
    if (!r->gz) {
        r->len = fread(r->out, 1, OUT_CHUNK, r->fp);
        if (r->len == 0)
            r->eof = 1;
        return r->len > 0;
    }
    while (r->len == 0) {
        if (r->zs.avail_in == 0) {
            r->zs.avail_in = (uInt)fread(r->in, 1, IN_CHUNK, r->fp);
            r->zs.next_in = r->in;
            if (r->zs.avail_in == 0) {
                r->eof = 1;             /* truncated stream: keep what we have */
                return 0;
            }
        }
        r->zs.next_out = r->out;
        r->zs.avail_out = OUT_CHUNK;
        ret = inflate(&r->zs, Z_NO_FLUSH);
        if (ret != Z_OK && ret != Z_STREAM_END && ret != Z_BUF_ERROR)
            die("corrupt gzip data (zlib error %d)", ret);
        r->len = OUT_CHUNK - r->zs.avail_out;
        if (ret == Z_STREAM_END) {
            r->eof = 1;                 /* end of the compressed stream */
            break;
        }
    }
    return r->len > 0;
}

char *reader_gets(struct reader *r, char *buf, int size)
{
    int n = 0;

    while (n < size - 1) {
        if (r->pos == r->len && !fill(r))
            break;
        buf[n] = (char)r->out[r->pos++];
        if (buf[n++] == '\n')
            break;
    }
    if (n == 0)
        return NULL;
    buf[n] = '\0';
    return buf;
}

size_t reader_read(struct reader *r, void *buf, size_t n)
{
    unsigned char *p = buf;
    size_t done = 0, k;

    while (done < n) {
        if (r->pos == r->len && !fill(r))
            break;
        k = r->len - r->pos;
        if (k > n - done)
            k = n - done;
        memcpy(p + done, r->out + r->pos, k);
        r->pos += k;
        done += k;
    }
    return done;
}

void reader_close(struct reader *r)
{
    if (r->gz)
        inflateEnd(&r->zs);
    fclose(r->fp);
    free(r);
}

const char *reader_backend(void)
{
    return "zlib-inflate";
}

#elif defined(HAVE_ZLIB)

struct reader {
    gzFile gz;
};

struct reader *reader_open(const char *path)
{
    struct reader *r;
    gzFile gz = gzopen(path, "rb");     /* reads plain files as well */

    if (!gz)
        return NULL;
    gzbuffer(gz, 128 * 1024);
    r = xmalloc(sizeof *r);
    r->gz = gz;
    return r;
}

char *reader_gets(struct reader *r, char *buf, int size)
{
    return gzgets(r->gz, buf, size);
}

size_t reader_read(struct reader *r, void *buf, size_t n)
{
    int k = gzread(r->gz, buf, (unsigned)n);

    return k < 0 ? 0 : (size_t)k;
}

void reader_close(struct reader *r)
{
    gzclose(r->gz);
    free(r);
}

const char *reader_backend(void)
{
    return "zlib-gzgets";
}

#else

struct reader {
    FILE *fp;
};

struct reader *reader_open(const char *path)
{
    struct reader *r;
    FILE *fp = fopen(path, "r");

    if (!fp)
        return NULL;
    r = xmalloc(sizeof *r);
    r->fp = fp;
    return r;
}

char *reader_gets(struct reader *r, char *buf, int size)
{
    return fgets(buf, size, r->fp);
}

size_t reader_read(struct reader *r, void *buf, size_t n)
{
    return fread(buf, 1, n, r->fp);
}

void reader_close(struct reader *r)
{
    fclose(r->fp);
    free(r);
}

const char *reader_backend(void)
{
    return "stdio";
}

#endif
