/* iter.c - k-way merge with newest-wins semantics (linear scan: k is small) */
#include "config.h"
#include <string.h>
#include "iter.h"
#include "util.h"

void merge_init(merge_iter *m, uint32_t value_size)
{
    memset(m, 0, sizeof *m);
    m->value_size = value_size;
}

void merge_add_mem(merge_iter *m, const memtable *mt)
{
    if (m->nsrc >= MERGE_MAX_SOURCES)
        lsm_die("merge: too many sources");
    merge_src *s = &m->src[m->nsrc++];
    s->is_mem = 1;
    mt_iter_init(&s->mi, mt);
}

void merge_add_sst(merge_iter *m, sst *t, uint64_t *bytes_read)
{
    if (m->nsrc >= MERGE_MAX_SOURCES)
        lsm_die("merge: too many sources");
    merge_src *s = &m->src[m->nsrc++];
    s->is_mem = 0;
    sst_iter_init(&s->si, t, bytes_read);
}

static int src_valid(const merge_src *s)
{
    return s->is_mem ? mt_iter_valid(&s->mi) : s->si.valid;
}

static uint64_t src_key(const merge_src *s)
{
    return s->is_mem ? s->mi.cur->key : s->si.key;
}

static void src_next(merge_src *s)
{
    if (s->is_mem)
        mt_iter_next(&s->mi);
    else
        sst_iter_next(&s->si);
}

static void pick(merge_iter *m)
{
    int best = -1;
    uint64_t bk = 0;
    for (int i = 0; i < m->nsrc; i++) {
        if (!src_valid(&m->src[i]))
            continue;
        uint64_t k = src_key(&m->src[i]);
        if (best < 0 || k < bk) {   /* strict: the earlier (newer) source wins ties */
            best = i;
            bk = k;
        }
    }
    if (best < 0) {
        m->valid = 0;
        return;
    }
    merge_src *s = &m->src[best];
    m->valid = 1;
    m->key = bk;
    if (s->is_mem) {
        m->flag = s->mi.cur->flag;
        m->value = s->mi.cur->value;
    } else {
        m->flag = s->si.flag;
        m->value = s->si.value;
    }
}

void merge_start(merge_iter *m)
{
    pick(m);
}

void merge_next(merge_iter *m)
{
    uint64_t k;
    if (!m->valid)
        return;
    k = m->key;
    /* advance every source positioned on the current key (shadowed versions) */
    for (int i = 0; i < m->nsrc; i++)
        if (src_valid(&m->src[i]) && src_key(&m->src[i]) == k)
            src_next(&m->src[i]);
    pick(m);
}

void merge_done(merge_iter *m)
{
    for (int i = 0; i < m->nsrc; i++)
        if (!m->src[i].is_mem)
            sst_iter_done(&m->src[i].si);
    m->nsrc = 0;
    m->valid = 0;
}
