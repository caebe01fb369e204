/*
 * wire.h - the kvq wire protocol (see docs/protocol.md).
 *
 * Every message is a frame: a 12-byte header followed by `len` bytes of
 * payload.  Integers are little-endian.
 *
 *   u16 magic  'K','Q' (0x514b)
 *   u8  type   KVQ_MSG_*
 *   u8  flags  reserved, 0
 *   u32 seq    request id, echoed in the reply
 *   u32 len    payload length
 */
#ifndef KVQ_WIRE_H
#define KVQ_WIRE_H

#include <stdint.h>
#include <stddef.h>
#include "buf.h"

#define KVQ_MAGIC       0x514b
#define KVQ_HDR_LEN     12
#define KVQ_MAX_PAYLOAD (4u << 20)
#define KVQ_MAX_KEY     1024
#define KVQ_NO_HINT     0xff

enum kvq_msg_type {
    /* client <-> coordinator */
    KVQ_MSG_PUT        = 0x01,
    KVQ_MSG_GET        = 0x02,
    KVQ_MSG_PUT_REPLY  = 0x03,
    KVQ_MSG_GET_REPLY  = 0x04,
    /* coordinator <-> replica */
    KVQ_MSG_REPL_PUT   = 0x10,
    KVQ_MSG_REPL_ACK   = 0x11,
    KVQ_MSG_REPL_GET   = 0x12,
    KVQ_MSG_REPL_VAL   = 0x13,
    /* harness -> node */
    KVQ_MSG_PING       = 0x20,
    KVQ_MSG_PONG       = 0x21,
    KVQ_MSG_STATS      = 0x22,
    KVQ_MSG_STATS_REPLY= 0x23,
    KVQ_MSG_DOWN       = 0x24,
    KVQ_MSG_UP         = 0x25,
    KVQ_MSG_LIVE       = 0x26,
    KVQ_MSG_ADMIN_OK   = 0x27,
    KVQ_MSG_SHUTDOWN   = 0x28,
    KVQ_MSG_FLUSH      = 0x29
};

enum kvq_status {
    KVQ_OK          = 0,
    KVQ_NOTFOUND    = 1,
    KVQ_UNAVAILABLE = 2,
    KVQ_ERROR       = 3
};

typedef struct kvq_hdr {
    uint8_t  type;
    uint8_t  flags;
    uint32_t seq;
    uint32_t len;
} kvq_hdr;

/* a decoded put (client PUT or replica REPL_PUT) */
typedef struct kvq_put {
    uint64_t tick;
    uint64_t version;
    uint8_t  hint;          /* REPL_PUT only: node the record stands in for */
    const char *key;
    uint16_t klen;
    const char *val;
    uint32_t vlen;
} kvq_put;

typedef struct kvq_get {
    uint64_t tick;
    const char *key;
    uint16_t klen;
} kvq_get;

typedef struct kvq_val {
    uint8_t  status;
    uint64_t version;
    const char *val;
    uint32_t vlen;
} kvq_val;

const char *kvq_msg_name(int type);

/* frame helpers: begin writes a header with len 0, end patches len */
size_t kvq_frame_begin(kvq_buf *b, int type, uint32_t seq);
void   kvq_frame_end(kvq_buf *b, size_t start);
/* returns 1 if a complete frame is at the start of b, 0 if more bytes are
 * needed, -1 on a corrupt header */
int    kvq_frame_peek(const kvq_buf *b, kvq_hdr *h);

/* payload encoders: append a whole frame */
void kvq_enc_put(kvq_buf *b, int type, uint32_t seq, const kvq_put *p);
void kvq_enc_get(kvq_buf *b, int type, uint32_t seq, const kvq_get *g);
void kvq_enc_val(kvq_buf *b, int type, uint32_t seq, const kvq_val *v);
void kvq_enc_status(kvq_buf *b, int type, uint32_t seq, uint8_t status);
void kvq_enc_node_tick(kvq_buf *b, int type, uint32_t seq, uint8_t node, uint64_t tick);
void kvq_enc_u32(kvq_buf *b, int type, uint32_t seq, uint32_t v);
void kvq_enc_empty(kvq_buf *b, int type, uint32_t seq);
void kvq_enc_text(kvq_buf *b, int type, uint32_t seq, const char *text);

/* payload decoders: p points at the payload, n its length; 0 ok, -1 bad */
int kvq_dec_put(const unsigned char *p, size_t n, int type, kvq_put *out);
int kvq_dec_get(const unsigned char *p, size_t n, kvq_get *out);
int kvq_dec_val(const unsigned char *p, size_t n, kvq_val *out);
int kvq_dec_node_tick(const unsigned char *p, size_t n, uint8_t *node, uint64_t *tick);

#endif
