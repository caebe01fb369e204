/* cache.c - a hash table plus a doubly linked LRU list */
#include "config.h"
#include <stdlib.h>
#include "cache.h"
#include "util.h"

static uint32_t bucket_of(const lsm_cache *c, uint64_t file_no, uint64_t blk)
{
    return (uint32_t)(fmix64(file_no * 0x9E3779B97F4A7C15ULL ^ blk) % c->nbuckets);
}

lsm_cache *cache_new(uint32_t capacity_blocks)
{
    lsm_cache *c = xcalloc(1, sizeof *c);
    c->capacity = capacity_blocks;
    c->nbuckets = capacity_blocks ? capacity_blocks * 2 + 1 : 1;
    c->buckets = xcalloc(c->nbuckets, sizeof(cache_entry *));
    return c;
}

static void lru_unlink(lsm_cache *c, cache_entry *e)
{
    if (e->prev)
        e->prev->next = e->next;
    else
        c->head = e->next;
    if (e->next)
        e->next->prev = e->prev;
    else
        c->tail = e->prev;
    e->prev = e->next = NULL;
}

static void lru_push_front(lsm_cache *c, cache_entry *e)
{
    e->prev = NULL;
    e->next = c->head;
    if (c->head)
        c->head->prev = e;
    c->head = e;
    if (!c->tail)
        c->tail = e;
}

static void hash_remove(lsm_cache *c, cache_entry *e)
{
    cache_entry **pp = &c->buckets[bucket_of(c, e->file_no, e->blk)];
    while (*pp && *pp != e)
        pp = &(*pp)->hnext;
    if (*pp)
        *pp = e->hnext;
}

static void entry_drop(lsm_cache *c, cache_entry *e)
{
    lru_unlink(c, e);
    hash_remove(c, e);
    free(e->buf);
    free(e);
    c->count--;
}

void cache_free(lsm_cache *c)
{
    if (!c)
        return;
    while (c->head)
        entry_drop(c, c->head);
    free(c->buckets);
    free(c);
}

const unsigned char *cache_lookup(lsm_cache *c, uint64_t file_no, uint64_t blk, size_t *len)
{
    cache_entry *e;
    if (!c->capacity)
        return NULL;
    for (e = c->buckets[bucket_of(c, file_no, blk)]; e; e = e->hnext) {
        if (e->file_no == file_no && e->blk == blk) {
            lru_unlink(c, e);
            lru_push_front(c, e);
            if (len)
                *len = e->len;
            return e->buf;
        }
    }
    return NULL;
}

const unsigned char *cache_insert(lsm_cache *c, uint64_t file_no, uint64_t blk,
                                  unsigned char *buf, size_t len)
{
    cache_entry *e;
    uint32_t b;
    if (!c->capacity) {
        free(buf);
        return NULL;
    }
    e = xcalloc(1, sizeof *e);
    e->file_no = file_no;
    e->blk = blk;
    e->buf = buf;
    e->len = len;
    b = bucket_of(c, file_no, blk);
    e->hnext = c->buckets[b];
    c->buckets[b] = e;
    lru_push_front(c, e);
    c->count++;
    while (c->count > c->capacity)
        entry_drop(c, c->tail);
    return buf;
}

void cache_purge_file(lsm_cache *c, uint64_t file_no)
{
    cache_entry *e = c->head, *nx;
    while (e) {
        nx = e->next;
        if (e->file_no == file_no)
            entry_drop(c, e);
        e = nx;
    }
}
