/*
 * node.c - kvqd event loop and request dispatch.
 *
 * One thread.  Incoming connections (clients, peers, the harness) are
 * multiplexed with poll(); a request is handled to completion before the
 * next one is read, including the outgoing peer RPCs a coordinator makes.
 * Replicas never call out while serving a peer, so this cannot deadlock.
 */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include "../common/log.h"
#include "../common/net.h"
#include "node.h"

static void count_peer(kvqd_node *n, size_t bytes)
{
    n->stats.peer_msgs++;
    n->stats.peer_bytes += bytes;
}

void kvqd_peer_close(kvqd_node *n, int peer)
{
    if (n->peers[peer].fd >= 0) {
        close(n->peers[peer].fd);
        n->peers[peer].fd = -1;
    }
}

int kvqd_peer_rpc(kvqd_node *n, int peer, kvq_buf *req, kvq_hdr *h)
{
    kvqd_peer *p = &n->peers[peer];
    const kvq_node_addr *a = &n->conf.nodes[peer];

    if (p->fd < 0) {
        p->fd = kvq_connect(a->host, a->port, 40, 50);
        if (p->fd < 0) {
            LOG_ERR("cannot reach node %d (%s:%d)", peer, a->host, a->port);
            return -1;
        }
    }
    count_peer(n, req->len);
    if (kvq_rpc(p->fd, req, &n->rpc_in, h) < 0) {
        LOG_ERR("rpc to node %d failed: %s", peer, strerror(errno));
        kvqd_peer_close(n, peer);
        return -1;
    }
    return 0;
}

int kvqd_apply_local(kvqd_node *n, uint64_t tick, const char *key, uint16_t klen,
                     uint64_t version, const char *val, uint32_t vlen)
{
    int rc = kvq_store_put(&n->store, key, klen, version, val, vlen);
    if (rc <= 0)
        return rc;
    n->stats.applies++;
    if (kvq_wal_append(&n->wal, tick, key, klen, version, val, vlen) < 0)
        return -1;
    kvq_wal_maybe_flush(&n->wal, tick);
    return 1;
}

int kvqd_node_start(kvqd_node *n)
{
    int i;
    uint64_t max_tick = 0;
    long rec;
    char err[128];

    if (kvq_conf_validate(&n->conf, err, sizeof(err)) < 0) {
        LOG_ERR("invalid configuration: %s", err);
        return -1;
    }
    if (kvq_ring_build(&n->ring, &n->conf) < 0)
        return -1;
    for (i = 0; i < KVQ_MAX_NODES; i++) {
        n->peers[i].fd = -1;
        n->peers[i].seq = 0;
    }
    n->live = (n->conf.nnodes >= 32) ? 0xffffffffu : ((1u << n->conf.nnodes) - 1);
    if (kvq_store_init(&n->store, 1024) < 0)
        return -1;
    kvq_hints_init(&n->hints);
    kvq_buf_init(&n->out);
    kvq_buf_init(&n->rpc_out);
    kvq_buf_init(&n->rpc_in);
    if (kvq_wal_open(&n->wal, n->data_dir, kvq_conf_flush_ticks(&n->conf),
                     n->conf.wal_fsync, n->start_tick) < 0)
        return -1;
    rec = kvq_wal_replay(&n->wal, &n->store, &max_tick);
    if (rec < 0) {
        LOG_ERR("wal replay failed");
        return -1;
    }
    n->stats.recovered = (uint64_t)rec;
    if (rec > 0)
        LOG_INFO("recovered %ld records (%zu keys, last tick %llu)", rec,
                 n->store.count, (unsigned long long)max_tick);
    if (kvq_wal_start(&n->wal) < 0)
        return -1;
    n->lfd = kvq_listen(n->listen_host, n->listen_port, 64);
    if (n->lfd < 0)
        return -1;
    n->running = 1;
    LOG_INFO("kvqd %s node %d listening on %s:%d", KVQD_VERSION, n->id,
             n->listen_host, n->listen_port);
    return 0;
}

static void drop_conn(kvqd_node *n, int idx)
{
    close(n->conns[idx].fd);
    kvq_buf_free(&n->conns[idx].rbuf);
    n->conns[idx] = n->conns[n->nconns - 1];
    n->nconns--;
}

static void handle_admin_updown(kvqd_node *n, const kvq_hdr *h, const unsigned char *pl)
{
    uint8_t node;
    uint64_t tick;
    if (kvq_dec_node_tick(pl, h->len, &node, &tick) < 0 || node >= n->conf.nnodes) {
        kvq_enc_status(&n->out, KVQ_MSG_ADMIN_OK, h->seq, KVQ_ERROR);
        return;
    }
    kvqd_peer_close(n, node);
    if (h->type == KVQ_MSG_DOWN) {
        n->live &= ~(1u << node);
        LOG_INFO("node %d marked down at tick %llu", node, (unsigned long long)tick);
    } else {
        n->live |= 1u << node;
        LOG_INFO("node %d marked up at tick %llu", node, (unsigned long long)tick);
        if (node != n->id)
            kvqd_deliver_hints(n, node, tick);
    }
    kvq_enc_status(&n->out, KVQ_MSG_ADMIN_OK, h->seq, KVQ_OK);
}

/* handle one frame; the reply (if any) is left in n->out */
static void dispatch(kvqd_node *n, const kvq_hdr *h, const unsigned char *pl)
{
    kvq_buf_reset(&n->out);
    switch (h->type) {
    case KVQ_MSG_PUT: {
        kvq_put p;
        if (kvq_dec_put(pl, h->len, h->type, &p) < 0) {
            kvq_enc_status(&n->out, KVQ_MSG_PUT_REPLY, h->seq, KVQ_ERROR);
            break;
        }
        kvqd_coord_put(n, h->seq, &p, &n->out);
        break;
    }
    case KVQ_MSG_GET: {
        kvq_get g;
        kvq_val v;
        if (kvq_dec_get(pl, h->len, &g) < 0) {
            memset(&v, 0, sizeof(v));
            v.status = KVQ_ERROR;
            kvq_enc_val(&n->out, KVQ_MSG_GET_REPLY, h->seq, &v);
            break;
        }
        kvqd_coord_get(n, h->seq, &g, &n->out);
        break;
    }
    case KVQ_MSG_REPL_PUT: {
        kvq_put p;
        if (kvq_dec_put(pl, h->len, h->type, &p) < 0) {
            kvq_enc_status(&n->out, KVQ_MSG_REPL_ACK, h->seq, KVQ_ERROR);
        } else {
            if (p.hint != KVQ_NO_HINT && p.hint != n->id) {
                kvq_hints_add(&n->hints, p.hint, p.version, p.key, p.klen, p.val, p.vlen);
                n->stats.hints_stored++;
            } else {
                kvqd_apply_local(n, p.tick, p.key, p.klen, p.version, p.val, p.vlen);
            }
            kvq_enc_status(&n->out, KVQ_MSG_REPL_ACK, h->seq, KVQ_OK);
        }
        count_peer(n, n->out.len);
        break;
    }
    case KVQ_MSG_REPL_GET: {
        kvq_get g;
        kvq_val v;
        memset(&v, 0, sizeof(v));
        if (kvq_dec_get(pl, h->len, &g) < 0) {
            v.status = KVQ_ERROR;
        } else {
            const kvq_entry *e = kvq_store_get(&n->store, g.key, g.klen);
            if (e) {
                v.status = KVQ_OK;
                v.version = e->version;
                v.val = e->val;
                v.vlen = e->vlen;
            } else {
                v.status = KVQ_NOTFOUND;
            }
        }
        kvq_enc_val(&n->out, KVQ_MSG_REPL_VAL, h->seq, &v);
        count_peer(n, n->out.len);
        break;
    }
    case KVQ_MSG_PING:
        kvq_enc_empty(&n->out, KVQ_MSG_PONG, h->seq);
        break;
    case KVQ_MSG_STATS: {
        char text[2048];
        kvqd_stats_render(n, text, sizeof(text));
        kvq_enc_text(&n->out, KVQ_MSG_STATS_REPLY, h->seq, text);
        break;
    }
    case KVQ_MSG_DOWN:
    case KVQ_MSG_UP:
        handle_admin_updown(n, h, pl);
        break;
    case KVQ_MSG_LIVE: {
        if (h->len >= 4) {
            n->live = (uint32_t)pl[0] | ((uint32_t)pl[1] << 8) |
                      ((uint32_t)pl[2] << 16) | ((uint32_t)pl[3] << 24);
            LOG_INFO("live set now 0x%x", n->live);
        }
        kvq_enc_status(&n->out, KVQ_MSG_ADMIN_OK, h->seq, KVQ_OK);
        break;
    }
    case KVQ_MSG_FLUSH:
        kvq_wal_flush(&n->wal, (uint64_t)n->wal.last_flush_tick);
        kvq_enc_status(&n->out, KVQ_MSG_ADMIN_OK, h->seq, KVQ_OK);
        break;
    case KVQ_MSG_SHUTDOWN:
        LOG_INFO("shutdown requested");
        kvq_enc_status(&n->out, KVQ_MSG_ADMIN_OK, h->seq, KVQ_OK);
        n->running = 0;
        break;
    default:
        LOG_WARN("unexpected message type 0x%02x (%s)", h->type, kvq_msg_name(h->type));
        break;
    }
}

/* returns -1 if the connection must be dropped */
static int service_conn(kvqd_node *n, kvqd_conn *c)
{
    kvq_hdr h;
    ssize_t r;
    int rc;

    if (kvq_buf_reserve(&c->rbuf, 65536) < 0)
        return -1;
    r = recv(c->fd, c->rbuf.data + c->rbuf.len, c->rbuf.cap - c->rbuf.len, 0);
    if (r < 0)
        return (errno == EINTR || errno == EAGAIN) ? 0 : -1;
    if (r == 0)
        return -1;
    c->rbuf.len += (size_t)r;
    while ((rc = kvq_frame_peek(&c->rbuf, &h)) == 1) {
        dispatch(n, &h, c->rbuf.data + KVQ_HDR_LEN);
        kvq_buf_consume(&c->rbuf, KVQ_HDR_LEN + h.len);
        if (n->out.len && kvq_send_all(c->fd, n->out.data, n->out.len) < 0)
            return -1;
        if (!n->running)
            return 0;
    }
    return rc < 0 ? -1 : 0;
}

int kvqd_node_run(kvqd_node *n)
{
    struct pollfd pfd[KVQD_MAX_CONNS + 1];

    while (n->running) {
        int i, nfds = 0, rc;
        pfd[nfds].fd = n->lfd;
        pfd[nfds].events = POLLIN;
        nfds++;
        for (i = 0; i < n->nconns; i++) {
            pfd[nfds].fd = n->conns[i].fd;
            pfd[nfds].events = POLLIN;
            nfds++;
        }
        rc = poll(pfd, (nfds_t)nfds, 1000);
        if (rc < 0) {
            if (errno == EINTR)
                continue;
            LOG_ERR("poll: %s", strerror(errno));
            return -1;
        }
        if (rc == 0)
            continue;
        /* connections first (indices shift when one is dropped: go backwards) */
        for (i = nfds - 1; i >= 1; i--) {
            if (!(pfd[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            if (service_conn(n, &n->conns[i - 1]) < 0)
                drop_conn(n, i - 1);
            if (!n->running)
                break;
        }
        if (n->running && (pfd[0].revents & POLLIN)) {
            int fd = accept(n->lfd, NULL, NULL);
            if (fd >= 0) {
                if (n->nconns >= KVQD_MAX_CONNS) {
                    LOG_WARN("too many connections, refusing");
                    close(fd);
                } else {
                    kvq_set_nodelay(fd);
                    n->conns[n->nconns].fd = fd;
                    kvq_buf_init(&n->conns[n->nconns].rbuf);
                    n->nconns++;
                }
            }
        }
    }
    return 0;
}

void kvqd_node_stop(kvqd_node *n)
{
    int i;
    kvq_wal_close(&n->wal);
    for (i = 0; i < KVQ_MAX_NODES; i++)
        kvqd_peer_close(n, i);
    while (n->nconns > 0)
        drop_conn(n, n->nconns - 1);
    if (n->lfd >= 0)
        close(n->lfd);
    kvq_hints_clear(&n->hints);
    kvq_store_free(&n->store);
    kvq_ring_free(&n->ring);
    kvq_buf_free(&n->out);
    kvq_buf_free(&n->rpc_out);
    kvq_buf_free(&n->rpc_in);
}
