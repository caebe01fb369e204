/*
 * klist.h -- intrusive doubly linked lists over dense object ids.
 *
 * Several lists share one pair of prev/next arrays: an object is in at most one
 * list at a time (ARC's T1/T2/B1/B2, 2Q's A1in/A1out/Am, SLRU's segments).
 * head is the most recently inserted end.
 */
#ifndef KLIST_H
#define KLIST_H

struct klinks {
    int *prev, *next;
};

struct klist {
    int head, tail, size;
};

static inline void klist_init(struct klist *l)
{
    l->head = l->tail = -1;
    l->size = 0;
}

static inline void klist_push_head(struct klinks *k, struct klist *l, int x)
{
    k->prev[x] = -1;
    k->next[x] = l->head;
    if (l->head >= 0)
        k->prev[l->head] = x;
    l->head = x;
    if (l->tail < 0)
        l->tail = x;
    l->size++;
}

static inline void klist_remove(struct klinks *k, struct klist *l, int x)
{
    if (k->prev[x] >= 0) k->next[k->prev[x]] = k->next[x]; else l->head = k->next[x];
    if (k->next[x] >= 0) k->prev[k->next[x]] = k->prev[x]; else l->tail = k->prev[x];
    l->size--;
}

static inline int klist_pop_tail(struct klinks *k, struct klist *l)
{
    int x = l->tail;

    if (x >= 0)
        klist_remove(k, l, x);
    return x;
}

#endif
