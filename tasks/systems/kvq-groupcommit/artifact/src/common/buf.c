/*
 * buf.c - growable byte buffer.
 */
#include <stdlib.h>
#include <string.h>
#include "buf.h"

void kvq_buf_init(kvq_buf *b)
{
    memset(b, 0, sizeof(*b));
}

void kvq_buf_free(kvq_buf *b)
{
    free(b->data);
    memset(b, 0, sizeof(*b));
}

void kvq_buf_reset(kvq_buf *b)
{
    b->len = 0;
    b->rpos = 0;
    b->err = 0;
}

int kvq_buf_reserve(kvq_buf *b, size_t extra)
{
    size_t need = b->len + extra, ncap;
    unsigned char *nd;
    if (need <= b->cap)
        return 0;
    ncap = b->cap ? b->cap : 256;
    while (ncap < need)
        ncap *= 2;
    nd = realloc(b->data, ncap);
    if (!nd)
        return -1;
    b->data = nd;
    b->cap = ncap;
    return 0;
}

/* drop the first n bytes (already parsed) */
void kvq_buf_consume(kvq_buf *b, size_t n)
{
    if (n >= b->len) {
        b->len = 0;
    } else {
        memmove(b->data, b->data + n, b->len - n);
        b->len -= n;
    }
    b->rpos = 0;
}

void kvq_buf_put(kvq_buf *b, const void *p, size_t n)
{
    if (kvq_buf_reserve(b, n) < 0) {
        b->err = 1;
        return;
    }
    if (n)
        memcpy(b->data + b->len, p, n);
    b->len += n;
}

void kvq_buf_put_u8(kvq_buf *b, uint8_t v) { kvq_buf_put(b, &v, 1); }

void kvq_buf_put_u16(kvq_buf *b, uint16_t v)
{
    unsigned char t[2] = { (unsigned char)v, (unsigned char)(v >> 8) };
    kvq_buf_put(b, t, 2);
}

void kvq_buf_put_u32(kvq_buf *b, uint32_t v)
{
    unsigned char t[4];
    int i;
    for (i = 0; i < 4; i++)
        t[i] = (unsigned char)(v >> (8 * i));
    kvq_buf_put(b, t, 4);
}

void kvq_buf_put_u64(kvq_buf *b, uint64_t v)
{
    unsigned char t[8];
    int i;
    for (i = 0; i < 8; i++)
        t[i] = (unsigned char)(v >> (8 * i));
    kvq_buf_put(b, t, 8);
}

size_t kvq_buf_remaining(const kvq_buf *b)
{
    return b->len - b->rpos;
}

const unsigned char *kvq_buf_get_bytes(kvq_buf *b, size_t n)
{
    const unsigned char *p;
    if (kvq_buf_remaining(b) < n) {
        b->err = 1;
        return NULL;
    }
    p = b->data + b->rpos;
    b->rpos += n;
    return p;
}

uint8_t kvq_buf_get_u8(kvq_buf *b)
{
    const unsigned char *p = kvq_buf_get_bytes(b, 1);
    return p ? p[0] : 0;
}

uint16_t kvq_buf_get_u16(kvq_buf *b)
{
    const unsigned char *p = kvq_buf_get_bytes(b, 2);
    return p ? (uint16_t)(p[0] | (p[1] << 8)) : 0;
}

uint32_t kvq_buf_get_u32(kvq_buf *b)
{
    const unsigned char *p = kvq_buf_get_bytes(b, 4);
    uint32_t v = 0;
    int i;
    if (!p)
        return 0;
    for (i = 3; i >= 0; i--)
        v = (v << 8) | p[i];
    return v;
}

uint64_t kvq_buf_get_u64(kvq_buf *b)
{
    const unsigned char *p = kvq_buf_get_bytes(b, 8);
    uint64_t v = 0;
    int i;
    if (!p)
        return 0;
    for (i = 7; i >= 0; i--)
        v = (v << 8) | p[i];
    return v;
}
