/* unit test: frame encoding round trips and sizes (docs/protocol.md) */
#undef NDEBUG
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "log.h"
#include "wire.h"

int main(void)
{
    kvq_buf b;
    kvq_hdr h;
    kvq_put p, q;
    kvq_get g, g2;
    kvq_val v, v2;

    kvq_log_init("test_wire", KVQ_LOG_WARN);
    kvq_buf_init(&b);

    memset(&p, 0, sizeof(p));
    p.tick = 41;
    p.version = 42;
    p.hint = 3;
    p.key = "k00017";
    p.klen = 6;
    p.val = "hello world";
    p.vlen = 11;
    kvq_enc_put(&b, KVQ_MSG_REPL_PUT, 7, &p);
    assert(b.len == 12 + 23 + 6 + 11);
    assert(kvq_frame_peek(&b, &h) == 1);
    assert(h.type == KVQ_MSG_REPL_PUT && h.seq == 7 && h.len == 23 + 6 + 11);
    assert(kvq_dec_put(b.data + 12, h.len, h.type, &q) == 0);
    assert(q.tick == 41 && q.version == 42 && q.hint == 3 && q.klen == 6 && q.vlen == 11);
    assert(memcmp(q.val, "hello world", 11) == 0);

    kvq_buf_reset(&b);
    kvq_enc_put(&b, KVQ_MSG_PUT, 8, &p);
    assert(b.len == 12 + 22 + 6 + 11);

    kvq_buf_reset(&b);
    g.tick = 5;
    g.key = "abc";
    g.klen = 3;
    kvq_enc_get(&b, KVQ_MSG_REPL_GET, 9, &g);
    assert(b.len == 12 + 10 + 3);
    assert(kvq_frame_peek(&b, &h) == 1);
    assert(kvq_dec_get(b.data + 12, h.len, &g2) == 0 && g2.tick == 5 && g2.klen == 3);

    kvq_buf_reset(&b);
    v.status = KVQ_OK;
    v.version = 99;
    v.val = "xyz";
    v.vlen = 3;
    kvq_enc_val(&b, KVQ_MSG_REPL_VAL, 10, &v);
    assert(b.len == 12 + 13 + 3);
    assert(kvq_frame_peek(&b, &h) == 1);
    assert(kvq_dec_val(b.data + 12, h.len, &v2) == 0 && v2.version == 99 && v2.vlen == 3);

    kvq_buf_reset(&b);
    kvq_enc_status(&b, KVQ_MSG_REPL_ACK, 11, KVQ_OK);
    assert(b.len == 13);

    /* partial frame */
    b.len = 5;
    assert(kvq_frame_peek(&b, &h) == 0);
    kvq_buf_free(&b);
    printf("test_wire: ok\n");
    return 0;
}
