/*
 * wire.c - encoding and decoding of kvq frames.
 */
#include <string.h>
#include "wire.h"

const char *kvq_msg_name(int type)
{
    switch (type) {
    case KVQ_MSG_PUT: return "PUT";
    case KVQ_MSG_GET: return "GET";
    case KVQ_MSG_PUT_REPLY: return "PUT_REPLY";
    case KVQ_MSG_GET_REPLY: return "GET_REPLY";
    case KVQ_MSG_REPL_PUT: return "REPL_PUT";
    case KVQ_MSG_REPL_ACK: return "REPL_ACK";
    case KVQ_MSG_REPL_GET: return "REPL_GET";
    case KVQ_MSG_REPL_VAL: return "REPL_VAL";
    case KVQ_MSG_PING: return "PING";
    case KVQ_MSG_PONG: return "PONG";
    case KVQ_MSG_STATS: return "STATS";
    case KVQ_MSG_STATS_REPLY: return "STATS_REPLY";
    case KVQ_MSG_DOWN: return "DOWN";
    case KVQ_MSG_UP: return "UP";
    case KVQ_MSG_LIVE: return "LIVE";
    case KVQ_MSG_ADMIN_OK: return "ADMIN_OK";
    case KVQ_MSG_SHUTDOWN: return "SHUTDOWN";
    case KVQ_MSG_FLUSH: return "FLUSH";
    default: return "?";
    }
}

size_t kvq_frame_begin(kvq_buf *b, int type, uint32_t seq)
{
    size_t start = b->len;
    kvq_buf_put_u16(b, KVQ_MAGIC);
    kvq_buf_put_u8(b, (uint8_t)type);
    kvq_buf_put_u8(b, 0);
    kvq_buf_put_u32(b, seq);
    kvq_buf_put_u32(b, 0);
    return start;
}

void kvq_frame_end(kvq_buf *b, size_t start)
{
    uint32_t len = (uint32_t)(b->len - start - KVQ_HDR_LEN);
    unsigned char *p = b->data + start + 8;
    p[0] = (unsigned char)len;
    p[1] = (unsigned char)(len >> 8);
    p[2] = (unsigned char)(len >> 16);
    p[3] = (unsigned char)(len >> 24);
}

int kvq_frame_peek(const kvq_buf *b, kvq_hdr *h)
{
    const unsigned char *p = b->data;
    uint16_t magic;
    if (b->len < KVQ_HDR_LEN)
        return 0;
    magic = (uint16_t)(p[0] | (p[1] << 8));
    if (magic != KVQ_MAGIC)
        return -1;
    h->type = p[2];
    h->flags = p[3];
    h->seq = (uint32_t)p[4] | ((uint32_t)p[5] << 8) | ((uint32_t)p[6] << 16) | ((uint32_t)p[7] << 24);
    h->len = (uint32_t)p[8] | ((uint32_t)p[9] << 8) | ((uint32_t)p[10] << 16) | ((uint32_t)p[11] << 24);
    if (h->len > KVQ_MAX_PAYLOAD)
        return -1;
    return b->len >= KVQ_HDR_LEN + (size_t)h->len ? 1 : 0;
}

/*
 * PUT      : u64 tick, u64 version, u16 klen, u32 vlen, key, val
 * REPL_PUT : u64 tick, u64 version, u8 hint, u16 klen, u32 vlen, key, val
 */
void kvq_enc_put(kvq_buf *b, int type, uint32_t seq, const kvq_put *p)
{
    size_t s = kvq_frame_begin(b, type, seq);
    kvq_buf_put_u64(b, p->tick);
    kvq_buf_put_u64(b, p->version);
    if (type == KVQ_MSG_REPL_PUT)
        kvq_buf_put_u8(b, p->hint);
    kvq_buf_put_u16(b, p->klen);
    kvq_buf_put_u32(b, p->vlen);
    kvq_buf_put(b, p->key, p->klen);
    kvq_buf_put(b, p->val, p->vlen);
    kvq_frame_end(b, s);
}

/* GET / REPL_GET : u64 tick, u16 klen, key */
void kvq_enc_get(kvq_buf *b, int type, uint32_t seq, const kvq_get *g)
{
    size_t s = kvq_frame_begin(b, type, seq);
    kvq_buf_put_u64(b, g->tick);
    kvq_buf_put_u16(b, g->klen);
    kvq_buf_put(b, g->key, g->klen);
    kvq_frame_end(b, s);
}

/* GET_REPLY / REPL_VAL : u8 status, u64 version, u32 vlen, val */
void kvq_enc_val(kvq_buf *b, int type, uint32_t seq, const kvq_val *v)
{
    size_t s = kvq_frame_begin(b, type, seq);
    kvq_buf_put_u8(b, v->status);
    kvq_buf_put_u64(b, v->version);
    kvq_buf_put_u32(b, v->vlen);
    kvq_buf_put(b, v->val, v->vlen);
    kvq_frame_end(b, s);
}

void kvq_enc_status(kvq_buf *b, int type, uint32_t seq, uint8_t status)
{
    size_t s = kvq_frame_begin(b, type, seq);
    kvq_buf_put_u8(b, status);
    kvq_frame_end(b, s);
}

void kvq_enc_node_tick(kvq_buf *b, int type, uint32_t seq, uint8_t node, uint64_t tick)
{
    size_t s = kvq_frame_begin(b, type, seq);
    kvq_buf_put_u8(b, node);
    kvq_buf_put_u64(b, tick);
    kvq_frame_end(b, s);
}

void kvq_enc_u32(kvq_buf *b, int type, uint32_t seq, uint32_t v)
{
    size_t s = kvq_frame_begin(b, type, seq);
    kvq_buf_put_u32(b, v);
    kvq_frame_end(b, s);
}

void kvq_enc_empty(kvq_buf *b, int type, uint32_t seq)
{
    size_t s = kvq_frame_begin(b, type, seq);
    kvq_frame_end(b, s);
}

void kvq_enc_text(kvq_buf *b, int type, uint32_t seq, const char *text)
{
    size_t s = kvq_frame_begin(b, type, seq);
    kvq_buf_put(b, text, strlen(text));
    kvq_frame_end(b, s);
}

static void view(kvq_buf *v, const unsigned char *p, size_t n)
{
    v->data = (unsigned char *)p;
    v->len = n;
    v->cap = n;
    v->rpos = 0;
    v->err = 0;
}

int kvq_dec_put(const unsigned char *p, size_t n, int type, kvq_put *out)
{
    kvq_buf v;
    view(&v, p, n);
    out->tick = kvq_buf_get_u64(&v);
    out->version = kvq_buf_get_u64(&v);
    out->hint = (type == KVQ_MSG_REPL_PUT) ? kvq_buf_get_u8(&v) : KVQ_NO_HINT;
    out->klen = kvq_buf_get_u16(&v);
    out->vlen = kvq_buf_get_u32(&v);
    out->key = (const char *)kvq_buf_get_bytes(&v, out->klen);
    out->val = (const char *)kvq_buf_get_bytes(&v, out->vlen);
    if (v.err || out->klen == 0 || out->klen > KVQ_MAX_KEY)
        return -1;
    return 0;
}

int kvq_dec_get(const unsigned char *p, size_t n, kvq_get *out)
{
    kvq_buf v;
    view(&v, p, n);
    out->tick = kvq_buf_get_u64(&v);
    out->klen = kvq_buf_get_u16(&v);
    out->key = (const char *)kvq_buf_get_bytes(&v, out->klen);
    if (v.err || out->klen == 0 || out->klen > KVQ_MAX_KEY)
        return -1;
    return 0;
}

int kvq_dec_val(const unsigned char *p, size_t n, kvq_val *out)
{
    kvq_buf v;
    view(&v, p, n);
    out->status = kvq_buf_get_u8(&v);
    out->version = kvq_buf_get_u64(&v);
    out->vlen = kvq_buf_get_u32(&v);
    out->val = (const char *)kvq_buf_get_bytes(&v, out->vlen);
    return v.err ? -1 : 0;
}

int kvq_dec_node_tick(const unsigned char *p, size_t n, uint8_t *node, uint64_t *tick)
{
    kvq_buf v;
    view(&v, p, n);
    *node = kvq_buf_get_u8(&v);
    *tick = kvq_buf_get_u64(&v);
    return v.err ? -1 : 0;
}
