/*
 * hints.c - hinted-handoff queue (singly linked, FIFO).
 */
#include <stdlib.h>
#include <string.h>

#include "hints.h"

void kvq_hints_init(kvq_hints *h)
{
    memset(h, 0, sizeof(*h));
}

int kvq_hints_add(kvq_hints *h, int for_node, uint64_t version,
                  const char *key, uint16_t klen, const char *val, uint32_t vlen)
{
    kvq_hint *e = calloc(1, sizeof(*e));
    if (!e)
        return -1;
    e->key = malloc(klen);
    e->val = malloc(vlen ? vlen : 1);
    if (!e->key || !e->val) {
        free(e->key);
        free(e->val);
        free(e);
        return -1;
    }
    memcpy(e->key, key, klen);
    memcpy(e->val, val, vlen);
    e->klen = klen;
    e->vlen = vlen;
    e->version = version;
    e->for_node = for_node;
    if (h->tail)
        h->tail->next = e;
    else
        h->head = e;
    h->tail = e;
    h->count++;
    return 0;
}

kvq_hint *kvq_hints_take(kvq_hints *h, int node)
{
    kvq_hint *out_head = NULL, *out_tail = NULL;
    kvq_hint *prev = NULL, *cur = h->head;

    while (cur) {
        kvq_hint *next = cur->next;
        if (cur->for_node == node) {
            if (prev)
                prev->next = next;
            else
                h->head = next;
            if (h->tail == cur)
                h->tail = prev;
            cur->next = NULL;
            if (out_tail)
                out_tail->next = cur;
            else
                out_head = cur;
            out_tail = cur;
            h->count--;
        } else {
            prev = cur;
        }
        cur = next;
    }
    return out_head;
}

void kvq_hints_free_list(kvq_hint *list)
{
    while (list) {
        kvq_hint *n = list->next;
        free(list->key);
        free(list->val);
        free(list);
        list = n;
    }
}

size_t kvq_hints_pending(const kvq_hints *h, int node)
{
    size_t n = 0;
    const kvq_hint *c;
    for (c = h->head; c; c = c->next)
        if (c->for_node == node)
            n++;
    return n;
}

void kvq_hints_clear(kvq_hints *h)
{
    kvq_hints_free_list(h->head);
    kvq_hints_init(h);
}
