/* sst.c - writing and reading sorted runs */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sst.h"
#include "coding.h"
#include "crc32.h"
#include "util.h"
#include "stats.h"

uint32_t sst_entry_size(uint32_t value_size)
{
    return 8 + 1 + value_size;
}

uint32_t sst_entries_per_block(uint32_t block_size, uint32_t value_size)
{
    uint32_t e = sst_entry_size(value_size);
    uint32_t n = block_size > SST_BLOCK_OVERHEAD ? (block_size - SST_BLOCK_OVERHEAD) / e : 0;
    return n ? n : 1;
}

sst_writer *sst_writer_new(const char *path, uint64_t file_no, uint32_t value_size,
                           uint32_t block_size, uint32_t bpk)
{
    sst_writer *w = xcalloc(1, sizeof *w);
    w->f = env_create(path);
    if (!w->f) {
        free(w);
        return NULL;
    }
    w->path = xstrdup(path);
    w->file_no = file_no;
    w->value_size = value_size;
    w->entry_size = sst_entry_size(value_size);
    w->per_block = sst_entries_per_block(block_size, value_size);
    w->bpk = bpk;
    w->block = xmalloc(SST_BLOCK_OVERHEAD + (size_t)w->per_block * w->entry_size);
    w->keys_cap = 1024;
    w->keys = xmalloc(w->keys_cap * sizeof(uint64_t));
    w->index_cap = 64;
    w->index = xmalloc(w->index_cap * sizeof(sst_index_entry));
    return w;
}

static int emit_block(sst_writer *w)
{
    size_t body = 4 + (size_t)w->in_block * w->entry_size;
    uint32_t crc;
    if (!w->in_block)
        return 0;
    put_u32(w->block, w->in_block);
    crc = lsm_crc32(0, w->block, body);
    put_u32(w->block + body, crc);
    if (w->nblocks == w->index_cap) {
        w->index_cap *= 2;
        w->index = xrealloc(w->index, w->index_cap * sizeof(sst_index_entry));
    }
    sst_index_entry *ie = &w->index[w->nblocks++];
    ie->first_key = w->block_first;
    ie->last_key = w->block_last;
    ie->offset = w->f->size;
    ie->len = (uint32_t)(body + 4);
    ie->count = w->in_block;
    if (env_append(w->f, w->block, body + 4) < 0)
        return -1;
    w->in_block = 0;
    return 0;
}

int sst_writer_add(sst_writer *w, uint64_t key, int tombstone, const unsigned char *value)
{
    unsigned char *p;
    if (w->nentries && key <= w->max_key)
        lsm_die("sst %s: keys out of order (%llu after %llu)", w->path,
                (unsigned long long)key, (unsigned long long)w->max_key);
    if (w->in_block == 0)
        w->block_first = key;
    p = w->block + 4 + (size_t)w->in_block * w->entry_size;
    put_u64(p, key);
    p[8] = tombstone ? 1 : 0;
    if (tombstone || !value)
        memset(p + 9, 0, w->value_size);
    else
        memcpy(p + 9, value, w->value_size);
    w->block_last = key;
    w->in_block++;
    if (w->nentries == w->keys_cap) {
        w->keys_cap *= 2;
        w->keys = xrealloc(w->keys, w->keys_cap * sizeof(uint64_t));
    }
    w->keys[w->nentries] = key;
    if (w->nentries == 0)
        w->min_key = key;
    w->max_key = key;
    w->nentries++;
    if (w->in_block == w->per_block)
        return emit_block(w);
    return 0;
}

uint64_t sst_writer_finish(sst_writer *w)
{
    unsigned char ie[SST_INDEX_ENTRY], footer[SST_FOOTER_SIZE];
    uint64_t index_off, bloom_off;
    bloom *b;
    unsigned char *enc;
    size_t enc_len;

    if (w->nentries == 0) {
        env_close(w->f);
        w->f = NULL;
        env_unlink(w->path);
        return 0;
    }
    if (emit_block(w) < 0)
        lsm_die("sst %s: write failed", w->path);

    index_off = w->f->size;
    for (uint64_t i = 0; i < w->nblocks; i++) {
        put_u64(ie, w->index[i].first_key);
        put_u64(ie + 8, w->index[i].last_key);
        put_u64(ie + 16, w->index[i].offset);
        put_u32(ie + 24, w->index[i].len);
        env_append(w->f, ie, sizeof ie);
    }

    bloom_off = w->f->size;
    b = w->bpk ? bloom_new(w->nentries, w->bpk) : NULL;
    for (uint64_t i = 0; b && i < w->nentries; i++)
        bloom_add(b, w->keys[i]);
    enc_len = bloom_encoded_size(b);
    enc = xmalloc(enc_len);
    bloom_encode(b, enc);
    env_append(w->f, enc, enc_len);
    free(enc);
    bloom_free(b);

    put_u64(footer, SST_MAGIC);
    put_u64(footer + 8, w->nentries);
    put_u64(footer + 16, w->nblocks);
    put_u64(footer + 24, index_off);
    put_u64(footer + 32, bloom_off);
    put_u64(footer + 40, w->min_key);
    put_u64(footer + 48, w->max_key);
    put_u32(footer + 56, w->value_size);
    put_u32(footer + 60, lsm_crc32(0, footer, 60));
    env_append(w->f, footer, sizeof footer);
    env_sync(w->f, 0);
    uint64_t size = w->f->size;
    env_close(w->f);
    w->f = NULL;
    lsm_stats.files_created++;
    return size;
}

void sst_writer_free(sst_writer *w)
{
    if (!w)
        return;
    if (w->f)
        env_close(w->f);
    free(w->path);
    free(w->block);
    free(w->keys);
    free(w->index);
    free(w);
}

sst *sst_open(const char *path, uint64_t file_no, int level)
{
    unsigned char footer[SST_FOOTER_SIZE];
    unsigned char *meta;
    uint64_t index_off, bloom_off, meta_len;
    sst *s;
    lsm_file *f = env_open_read(path);

    if (!f)
        return NULL;
    if (f->size < SST_FOOTER_SIZE || env_pread(f, footer, sizeof footer, f->size - SST_FOOTER_SIZE) < 0
        || get_u64(footer) != SST_MAGIC || get_u32(footer + 60) != lsm_crc32(0, footer, 60)) {
        env_close(f);
        return NULL;
    }
    s = xcalloc(1, sizeof *s);
    s->f = f;
    s->path = xstrdup(path);
    s->file_no = file_no;
    s->level = level;
    s->nentries = get_u64(footer + 8);
    s->nblocks = get_u64(footer + 16);
    index_off = get_u64(footer + 24);
    bloom_off = get_u64(footer + 32);
    s->min_key = get_u64(footer + 40);
    s->max_key = get_u64(footer + 48);
    s->value_size = get_u32(footer + 56);
    s->file_size = f->size;
    s->data_bytes = index_off;

    meta_len = f->size - SST_FOOTER_SIZE - index_off;
    meta = xmalloc(meta_len);
    if (env_pread(f, meta, meta_len, index_off) < 0)
        lsm_die("sst %s: cannot read index", path);
    s->index = xcalloc(s->nblocks, sizeof(sst_index_entry));
    for (uint64_t i = 0; i < s->nblocks; i++) {
        const unsigned char *p = meta + i * SST_INDEX_ENTRY;
        s->index[i].first_key = get_u64(p);
        s->index[i].last_key = get_u64(p + 8);
        s->index[i].offset = get_u64(p + 16);
        s->index[i].len = get_u32(p + 24);
        s->index[i].count = (s->index[i].len - SST_BLOCK_OVERHEAD) / sst_entry_size(s->value_size);
    }
    s->filter = bloom_decode(meta + (bloom_off - index_off), meta_len - (bloom_off - index_off));
    if (s->filter && s->filter->nbits == 0) {
        bloom_free(s->filter);
        s->filter = NULL;
    }
    free(meta);
    return s;
}

void sst_close(sst *s)
{
    if (!s)
        return;
    env_close(s->f);
    bloom_free(s->filter);
    free(s->index);
    free(s->path);
    free(s);
}

long sst_find_block(const sst *s, uint64_t key)
{
    long lo = 0, hi = (long)s->nblocks - 1, ans = -1;
    if (key < s->min_key || key > s->max_key)
        return -1;
    while (lo <= hi) {
        long mid = (lo + hi) / 2;
        if (s->index[mid].first_key <= key) {
            ans = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    if (ans < 0 || key > s->index[ans].last_key)
        return -1;   /* falls between two blocks */
    return ans;
}

int sst_read_block(sst *s, long blk, unsigned char **buf, size_t *len)
{
    const sst_index_entry *ie = &s->index[blk];
    unsigned char *b = xmalloc(ie->len);
    if (env_pread(s->f, b, ie->len, ie->offset) < 0) {
        free(b);
        return -1;
    }
    if (get_u32(b + ie->len - 4) != lsm_crc32(0, b, ie->len - 4)) {
        free(b);
        lsm_die("sst %s: block %ld checksum mismatch", s->path, blk);
    }
    *buf = b;
    *len = ie->len;
    return 0;
}

int sst_block_search(const unsigned char *buf, size_t len, uint32_t value_size,
                     uint64_t key, unsigned char *out)
{
    uint32_t e = sst_entry_size(value_size);
    uint32_t n = get_u32(buf);
    long lo = 0, hi = (long)n - 1;
    (void)len;
    while (lo <= hi) {
        long mid = (lo + hi) / 2;
        const unsigned char *p = buf + 4 + (size_t)mid * e;
        uint64_t k = get_u64(p);
        if (k == key) {
            if (p[8])
                return 2;
            if (out)
                memcpy(out, p + 9, value_size);
            return 1;
        }
        if (k < key)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return 0;
}

static void iter_load(sst_iter *it)
{
    free(it->buf);
    it->buf = NULL;
    it->valid = 0;
    while (it->blk < (long)it->s->nblocks) {
        if (sst_read_block(it->s, it->blk, &it->buf, &it->len) < 0)
            lsm_die("sst %s: read failed", it->s->path);
        if (it->bytes_read)
            *it->bytes_read += it->len;
        it->count = get_u32(it->buf);
        it->pos = 0;
        if (it->count)
            return;
        free(it->buf);
        it->buf = NULL;
        it->blk++;
    }
}

static void iter_fill(sst_iter *it)
{
    uint32_t e = sst_entry_size(it->s->value_size);
    const unsigned char *p;
    if (!it->buf) {
        it->valid = 0;
        return;
    }
    p = it->buf + 4 + (size_t)it->pos * e;
    it->key = get_u64(p);
    it->flag = p[8];
    it->value = p + 9;
    it->valid = 1;
}

void sst_iter_init(sst_iter *it, sst *s, uint64_t *bytes_read)
{
    memset(it, 0, sizeof *it);
    it->s = s;
    it->bytes_read = bytes_read;
    it->blk = 0;
    iter_load(it);
    iter_fill(it);
}

void sst_iter_next(sst_iter *it)
{
    if (!it->valid)
        return;
    if (++it->pos >= it->count) {
        it->blk++;
        iter_load(it);
    }
    iter_fill(it);
}

void sst_iter_done(sst_iter *it)
{
    free(it->buf);
    it->buf = NULL;
    it->valid = 0;
}
