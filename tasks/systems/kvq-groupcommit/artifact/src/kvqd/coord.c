/*
 * coord.c - the coordinator side of PUT and GET, read repair and hinted
 * handoff delivery.
 *
 * The coordinator contacts exactly W (resp. R) replicas, chosen by
 * kvq_choose_targets(), and waits for every one of them before it
 * answers.  Operations are strictly sequential (one request at a time per
 * node), which keeps every counter a function of the workload and the
 * fault schedule.
 */
#include <stdlib.h>
#include <string.h>

#include "../common/log.h"
#include "node.h"

static int send_repl_put(kvqd_node *n, int peer, uint64_t tick, uint64_t version,
                         uint8_t hint, const char *key, uint16_t klen,
                         const char *val, uint32_t vlen)
{
    kvq_put p;
    kvq_hdr h;
    p.tick = tick;
    p.version = version;
    p.hint = hint;
    p.key = key;
    p.klen = klen;
    p.val = val;
    p.vlen = vlen;
    kvq_buf_reset(&n->rpc_out);
    kvq_enc_put(&n->rpc_out, KVQ_MSG_REPL_PUT, ++n->peers[peer].seq, &p);
    if (kvqd_peer_rpc(n, peer, &n->rpc_out, &h) < 0)
        return -1;
    if (h.type != KVQ_MSG_REPL_ACK || h.len < 1 || n->rpc_in.data[KVQ_HDR_LEN] != KVQ_OK) {
        LOG_WARN("replica %d refused REPL_PUT", peer);
        return -1;
    }
    return 0;
}

static void store_or_hint(kvqd_node *n, int hint_for, uint64_t tick, const kvq_put *p)
{
    if (hint_for >= 0) {
        kvq_hints_add(&n->hints, hint_for, p->version, p->key, p->klen, p->val, p->vlen);
        n->stats.hints_stored++;
    } else {
        kvqd_apply_local(n, tick, p->key, p->klen, p->version, p->val, p->vlen);
    }
}

void kvqd_coord_put(kvqd_node *n, uint32_t seq, const kvq_put *p, kvq_buf *reply)
{
    int walk[KVQ_MAX_NODES], targets[KVQ_MAX_NODES], hint_for[KVQ_MAX_NODES];
    int nw, nt, i;

    n->stats.client_puts++;
    nw = kvq_ring_walk(&n->ring, p->key, p->klen, walk);
    nt = kvq_choose_targets(walk, nw, n->live, n->conf.write_quorum, targets, hint_for);
    if (nt < 0) {
        n->stats.unavailable++;
        kvq_enc_status(reply, KVQ_MSG_PUT_REPLY, seq, KVQ_UNAVAILABLE);
        return;
    }
    for (i = 0; i < nt; i++) {
        if (targets[i] == n->id) {
            store_or_hint(n, hint_for[i], p->tick, p);
            continue;
        }
        if (send_repl_put(n, targets[i], p->tick, p->version,
                          hint_for[i] < 0 ? KVQ_NO_HINT : (uint8_t)hint_for[i],
                          p->key, p->klen, p->val, p->vlen) < 0) {
            kvq_enc_status(reply, KVQ_MSG_PUT_REPLY, seq, KVQ_ERROR);
            return;
        }
    }
    kvq_enc_status(reply, KVQ_MSG_PUT_REPLY, seq, KVQ_OK);
}

typedef struct answer {
    int      found;
    uint64_t version;
    char    *val;
    uint32_t vlen;
} answer;

static int ask(kvqd_node *n, int target, const kvq_get *g, answer *a)
{
    memset(a, 0, sizeof(*a));
    if (target == n->id) {
        const kvq_entry *e = kvq_store_get(&n->store, g->key, g->klen);
        if (e) {
            a->found = 1;
            a->version = e->version;
            a->vlen = e->vlen;
            a->val = malloc(e->vlen ? e->vlen : 1);
            memcpy(a->val, e->val, e->vlen);
        }
        return 0;
    } else {
        kvq_hdr h;
        kvq_val v;
        kvq_get q = *g;
        kvq_buf_reset(&n->rpc_out);
        kvq_enc_get(&n->rpc_out, KVQ_MSG_REPL_GET, ++n->peers[target].seq, &q);
        if (kvqd_peer_rpc(n, target, &n->rpc_out, &h) < 0)
            return -1;
        if (h.type != KVQ_MSG_REPL_VAL ||
            kvq_dec_val(n->rpc_in.data + KVQ_HDR_LEN, h.len, &v) < 0)
            return -1;
        if (v.status == KVQ_OK) {
            a->found = 1;
            a->version = v.version;
            a->vlen = v.vlen;
            a->val = malloc(v.vlen ? v.vlen : 1);
            memcpy(a->val, v.val, v.vlen);
        }
        return 0;
    }
}

void kvqd_coord_get(kvqd_node *n, uint32_t seq, const kvq_get *g, kvq_buf *reply)
{
    int walk[KVQ_MAX_NODES], targets[KVQ_MAX_NODES], hint_for[KVQ_MAX_NODES];
    answer ans[KVQ_MAX_NODES];
    int nw, nt, i, best = -1, failed = 0;
    kvq_val out;

    n->stats.client_gets++;
    nw = kvq_ring_walk(&n->ring, g->key, g->klen, walk);
    nt = kvq_choose_targets(walk, nw, n->live, n->conf.read_quorum, targets, hint_for);
    if (nt < 0) {
        n->stats.unavailable++;
        memset(&out, 0, sizeof(out));
        out.status = KVQ_UNAVAILABLE;
        kvq_enc_val(reply, KVQ_MSG_GET_REPLY, seq, &out);
        return;
    }
    for (i = 0; i < nt; i++) {
        if (ask(n, targets[i], g, &ans[i]) < 0) {
            failed = 1;
            ans[i].found = 0;
        }
        if (ans[i].found && (best < 0 || ans[i].version > ans[best].version))
            best = i;
    }
    if (failed) {
        for (i = 0; i < nt; i++)
            free(ans[i].val);
        memset(&out, 0, sizeof(out));
        out.status = KVQ_ERROR;
        kvq_enc_val(reply, KVQ_MSG_GET_REPLY, seq, &out);
        return;
    }
    /* read repair: bring every contacted replica up to the newest version */
    if (best >= 0) {
        for (i = 0; i < nt; i++) {
            if (ans[i].found && ans[i].version >= ans[best].version)
                continue;
            n->stats.stale_seen++;
            n->stats.read_repairs++;
            if (targets[i] == n->id) {
                kvqd_apply_local(n, g->tick, g->key, g->klen, ans[best].version,
                                 ans[best].val, ans[best].vlen);
            } else {
                send_repl_put(n, targets[i], g->tick, ans[best].version, KVQ_NO_HINT,
                              g->key, g->klen, ans[best].val, ans[best].vlen);
            }
        }
    }
    memset(&out, 0, sizeof(out));
    if (best >= 0) {
        out.status = KVQ_OK;
        out.version = ans[best].version;
        out.val = ans[best].val;
        out.vlen = ans[best].vlen;
    } else {
        out.status = KVQ_NOTFOUND;
    }
    kvq_enc_val(reply, KVQ_MSG_GET_REPLY, seq, &out);
    for (i = 0; i < nt; i++)
        free(ans[i].val);
}

int kvqd_deliver_hints(kvqd_node *n, int node, uint64_t tick)
{
    kvq_hint *list = kvq_hints_take(&n->hints, node), *h;
    int delivered = 0;

    for (h = list; h; h = h->next) {
        if (send_repl_put(n, node, tick, h->version, KVQ_NO_HINT,
                          h->key, h->klen, h->val, h->vlen) < 0) {
            LOG_WARN("hint delivery to node %d failed after %d records", node, delivered);
            break;
        }
        delivered++;
        n->stats.hints_delivered++;
    }
    kvq_hints_free_list(list);
    if (delivered)
        LOG_INFO("delivered %d hints to node %d at tick %llu", delivered, node,
                 (unsigned long long)tick);
    return delivered;
}
