/*
 * kvq.c - client library implementation.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../common/log.h"
#include "../common/net.h"
#include "../common/wire.h"
#include "kvq.h"

int kvq_client_init(kvq_client *c, const kvq_conf *conf)
{
    int i;
    memset(c, 0, sizeof(*c));
    c->conf = *conf;
    if (kvq_ring_build(&c->ring, &c->conf) < 0)
        return -1;
    for (i = 0; i < KVQ_MAX_NODES; i++)
        c->fds[i] = -1;
    c->live = (conf->nnodes >= 32) ? 0xffffffffu : ((1u << conf->nnodes) - 1);
    kvq_buf_init(&c->wb);
    kvq_buf_init(&c->rb);
    c->connect_retries = 40;
    return 0;
}

void kvq_client_close(kvq_client *c)
{
    int i;
    for (i = 0; i < KVQ_MAX_NODES; i++)
        if (c->fds[i] >= 0)
            close(c->fds[i]);
    kvq_ring_free(&c->ring);
    kvq_buf_free(&c->wb);
    kvq_buf_free(&c->rb);
}

void kvq_client_set_live(kvq_client *c, uint32_t live)
{
    c->live = live;
}

static int conn(kvq_client *c, int node)
{
    if (node < 0 || node >= c->conf.nnodes)
        return -1;
    if (c->fds[node] < 0) {
        const kvq_node_addr *a = &c->conf.nodes[node];
        c->fds[node] = kvq_connect(a->host, a->port, c->connect_retries, 50);
        if (c->fds[node] < 0)
            LOG_ERR("cannot connect to node %d (%s:%d)", node, a->host, a->port);
    }
    return c->fds[node];
}

static int call(kvq_client *c, int node, kvq_hdr *h)
{
    int fd = conn(c, node);
    if (fd < 0)
        return -1;
    if (kvq_rpc(fd, &c->wb, &c->rb, h) < 0) {
        close(fd);
        c->fds[node] = -1;
        return -1;
    }
    return 0;
}

static int coordinator_for(kvq_client *c, const char *key)
{
    int walk[KVQ_MAX_NODES];
    int n = kvq_ring_walk(&c->ring, key, (int)strlen(key), walk);
    return kvq_first_live(walk, n, c->live);
}

int kvq_client_put(kvq_client *c, const char *key, const char *val, uint32_t vlen,
                   uint64_t version, uint64_t tick, kvq_result *res)
{
    kvq_put p;
    kvq_hdr h;
    int node = coordinator_for(c, key);

    memset(res, 0, sizeof(*res));
    res->coordinator = node;
    if (node < 0) {
        res->status = KVQ_UNAVAILABLE;
        return 0;
    }
    p.tick = tick;
    p.version = version;
    p.hint = KVQ_NO_HINT;
    p.key = key;
    p.klen = (uint16_t)strlen(key);
    p.val = val;
    p.vlen = vlen;
    kvq_buf_reset(&c->wb);
    kvq_enc_put(&c->wb, KVQ_MSG_PUT, ++c->seq, &p);
    if (call(c, node, &h) < 0 || h.type != KVQ_MSG_PUT_REPLY || h.len < 1) {
        res->status = KVQ_ERROR;
        return -1;
    }
    res->status = c->rb.data[KVQ_HDR_LEN];
    res->version = version;
    return 0;
}

int kvq_client_get(kvq_client *c, const char *key, uint64_t tick, kvq_result *res)
{
    kvq_get g;
    kvq_hdr h;
    kvq_val v;
    int node = coordinator_for(c, key);

    memset(res, 0, sizeof(*res));
    res->coordinator = node;
    if (node < 0) {
        res->status = KVQ_UNAVAILABLE;
        return 0;
    }
    g.tick = tick;
    g.key = key;
    g.klen = (uint16_t)strlen(key);
    kvq_buf_reset(&c->wb);
    kvq_enc_get(&c->wb, KVQ_MSG_GET, ++c->seq, &g);
    if (call(c, node, &h) < 0 || h.type != KVQ_MSG_GET_REPLY ||
        kvq_dec_val(c->rb.data + KVQ_HDR_LEN, h.len, &v) < 0) {
        res->status = KVQ_ERROR;
        return -1;
    }
    res->status = v.status;
    res->version = v.version;
    res->val = (char *)v.val;
    res->vlen = v.vlen;
    return 0;
}

int kvq_admin_ping(kvq_client *c, int node)
{
    kvq_hdr h;
    kvq_buf_reset(&c->wb);
    kvq_enc_empty(&c->wb, KVQ_MSG_PING, ++c->seq);
    if (call(c, node, &h) < 0)
        return -1;
    return h.type == KVQ_MSG_PONG ? 0 : -1;
}

int kvq_admin_stats(kvq_client *c, int node, char *out, size_t outlen)
{
    kvq_hdr h;
    size_t n;
    kvq_buf_reset(&c->wb);
    kvq_enc_empty(&c->wb, KVQ_MSG_STATS, ++c->seq);
    if (call(c, node, &h) < 0 || h.type != KVQ_MSG_STATS_REPLY)
        return -1;
    n = h.len < outlen - 1 ? h.len : outlen - 1;
    memcpy(out, c->rb.data + KVQ_HDR_LEN, n);
    out[n] = '\0';
    return 0;
}

int kvq_admin_updown(kvq_client *c, int node, int type, int subject, uint64_t tick)
{
    kvq_hdr h;
    kvq_buf_reset(&c->wb);
    kvq_enc_node_tick(&c->wb, type, ++c->seq, (uint8_t)subject, tick);
    if (call(c, node, &h) < 0 || h.type != KVQ_MSG_ADMIN_OK)
        return -1;
    return c->rb.data[KVQ_HDR_LEN] == KVQ_OK ? 0 : -1;
}

int kvq_admin_shutdown(kvq_client *c, int node)
{
    kvq_hdr h;
    kvq_buf_reset(&c->wb);
    kvq_enc_empty(&c->wb, KVQ_MSG_SHUTDOWN, ++c->seq);
    if (call(c, node, &h) < 0)
        return -1;
    return 0;
}

uint32_t kvq_parse_live(const char *s, int nnodes)
{
    uint32_t m = 0;
    const char *p = s;
    if (!s || strcmp(s, "all") == 0)
        return nnodes >= 32 ? 0xffffffffu : ((1u << nnodes) - 1);
    while (*p) {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p)
            break;
        if (v >= 0 && v < nnodes)
            m |= 1u << v;
        p = end;
        while (*p == ',' || *p == ' ')
            p++;
    }
    return m;
}
