/*
 * heap.h -- an indexed binary min-heap over small integer ids (cache slots),
 * ordered by (k1, k2).  Used by LFU (count, last access) and OPT (-next use).
 */
#ifndef HEAP_H
#define HEAP_H

struct iheap {
    int  *heap;         /* heap position -> id */
    int  *pos;          /* id -> heap position, or -1 */
    long *k1, *k2;      /* id -> keys */
    int   n, cap;
};

void iheap_init(struct iheap *h, int cap);
void iheap_free(struct iheap *h);
void iheap_push(struct iheap *h, int id, long k1, long k2);
void iheap_update(struct iheap *h, int id, long k1, long k2);
int  iheap_top(const struct iheap *h);      /* -1 when empty */
int  iheap_pop(struct iheap *h);
int  iheap_check(const struct iheap *h);    /* tests: 1 when the heap property holds */

#endif
