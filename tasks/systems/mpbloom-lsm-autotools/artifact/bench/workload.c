/* workload.c - deterministic operation streams */
#include "config.h"
#include <string.h>
#include <strings.h>
#include "workload.h"

static const char *dist_names[] = {"uniform", "hotspot"};

int dist_from_name(const char *name)
{
    for (int i = 0; i < 2; i++)
        if (!strcasecmp(name, dist_names[i]))
            return i;
    return -1;
}

const char *dist_name(int d)
{
    return d >= 0 && d < 2 ? dist_names[d] : "?";
}

void workload_init(workload *w, const bench_config *c, int dist)
{
    memset(w, 0, sizeof *w);
    w->dist = dist;
    /* each workload gets its own stream from the same seed */
    prng_seed(&w->rng, c->seed ^ ((uint64_t)(dist + 1) * 0xD1B54A32D192ED03ULL));
    w->keyspace = c->keyspace;
    w->load_n = c->keyspace / 2;
    w->ops = c->ops;
    w->put_pct = c->put_pct;
    w->delete_pct = c->delete_pct;
    if (dist == DIST_HOTSPOT) {
        w->hot_keys = (uint64_t)(c->hot_fraction * (double)c->keyspace);
        w->hot_permille = (uint32_t)(c->hot_prob * 1000.0 + 0.5);
        w->hot_stride = w->hot_keys ? c->keyspace / w->hot_keys : 0;
    }
}

int workload_next_load(workload *w, op *o)
{
    if (w->load_i >= w->load_n)
        return 0;
    o->type = OP_PUT;
    o->key = 2 * ((w->load_i * LOAD_STRIDE) % w->load_n);
    o->version = ++w->version;
    w->load_i++;
    return 1;
}

static uint64_t pick_key(workload *w)
{
    if (w->dist == DIST_HOTSPOT && w->hot_keys > 0) {
        uint64_t r = prng_next(&w->rng);
        if (r % 1000 < w->hot_permille)
            return (prng_next(&w->rng) % w->hot_keys) * w->hot_stride;
    }
    return prng_next(&w->rng) % w->keyspace;
}

int workload_next_op(workload *w, op *o)
{
    uint64_t r;
    uint32_t t;
    if (w->op_i >= w->ops)
        return 0;
    r = prng_next(&w->rng);
    t = (uint32_t)(r % 100);
    o->key = pick_key(w);
    if (t < w->put_pct) {
        o->type = OP_PUT;
        o->version = ++w->version;
    } else if (t < w->put_pct + w->delete_pct) {
        o->type = OP_DELETE;
        o->version = 0;
    } else {
        o->type = OP_GET;
        o->version = 0;
    }
    w->op_i++;
    return 1;
}

void workload_fill_value(unsigned char *buf, uint32_t value_size, uint64_t key, uint64_t version)
{
    for (int i = 0; i < 8; i++)
        buf[i] = (unsigned char)(version >> (8 * i));
    for (uint32_t i = 8; i < value_size; i++)
        buf[i] = (unsigned char)(key * 31 + i * 7);
}
