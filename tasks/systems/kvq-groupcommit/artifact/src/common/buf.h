/*
 * buf.h - growable byte buffer with little-endian put/get helpers.
 */
#ifndef KVQ_BUF_H
#define KVQ_BUF_H

#include <stddef.h>
#include <stdint.h>

typedef struct kvq_buf {
    unsigned char *data;
    size_t len;      /* bytes written */
    size_t cap;
    size_t rpos;     /* read cursor */
    int    err;      /* set on short read */
} kvq_buf;

void kvq_buf_init(kvq_buf *b);
void kvq_buf_free(kvq_buf *b);
void kvq_buf_reset(kvq_buf *b);
int  kvq_buf_reserve(kvq_buf *b, size_t extra);
void kvq_buf_consume(kvq_buf *b, size_t n);

void kvq_buf_put(kvq_buf *b, const void *p, size_t n);
void kvq_buf_put_u8(kvq_buf *b, uint8_t v);
void kvq_buf_put_u16(kvq_buf *b, uint16_t v);
void kvq_buf_put_u32(kvq_buf *b, uint32_t v);
void kvq_buf_put_u64(kvq_buf *b, uint64_t v);

uint8_t  kvq_buf_get_u8(kvq_buf *b);
uint16_t kvq_buf_get_u16(kvq_buf *b);
uint32_t kvq_buf_get_u32(kvq_buf *b);
uint64_t kvq_buf_get_u64(kvq_buf *b);
const unsigned char *kvq_buf_get_bytes(kvq_buf *b, size_t n);
size_t kvq_buf_remaining(const kvq_buf *b);

#endif
