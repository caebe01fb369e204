/* heap.c -- see heap.h. */
#include <stdlib.h>
#include "heap.h"
#include "util.h"

void iheap_init(struct iheap *h, int cap)
{
    int i;

    h->heap = xmalloc(cap * sizeof(int));
    h->pos = xmalloc(cap * sizeof(int));
    h->k1 = xcalloc(cap, sizeof(long));
    h->k2 = xcalloc(cap, sizeof(long));
    h->n = 0;
    h->cap = cap;
    for (i = 0; i < cap; i++)
        h->pos[i] = -1;
}

void iheap_free(struct iheap *h)
{
    free(h->heap); free(h->pos); free(h->k1); free(h->k2);
    h->heap = h->pos = NULL;
    h->k1 = h->k2 = NULL;
    h->n = h->cap = 0;
}

static int less(const struct iheap *h, int a, int b)
{
    if (h->k1[a] != h->k1[b])
        return h->k1[a] < h->k1[b];
    return h->k2[a] < h->k2[b];
}

static void place(struct iheap *h, int i, int id)
{
    h->heap[i] = id;
    h->pos[id] = i;
}

static void sift_up(struct iheap *h, int i)
{
    int id = h->heap[i];

    while (i > 0) {
        int parent = (i - 1) / 2;

        if (!less(h, id, h->heap[parent]))
            break;
        place(h, i, h->heap[parent]);
        i = parent;
    }
    place(h, i, id);
}

static void sift_down(struct iheap *h, int i)
{
    int id = h->heap[i];

    for (;;) {
        int c = 2 * i + 1;

        if (c >= h->n)
            break;
        if (c + 1 < h->n && less(h, h->heap[c + 1], h->heap[c]))
            c++;
        if (!less(h, h->heap[c], id))
            break;
        place(h, i, h->heap[c]);
        i = c;
    }
    place(h, i, id);
}

void iheap_push(struct iheap *h, int id, long k1, long k2)
{
    h->k1[id] = k1;
    h->k2[id] = k2;
    place(h, h->n++, id);
    sift_up(h, h->n - 1);
}

void iheap_update(struct iheap *h, int id, long k1, long k2)
{
    int i = h->pos[id];

    h->k1[id] = k1;
    h->k2[id] = k2;
    sift_up(h, i);
    sift_down(h, h->pos[id]);
}

int iheap_top(const struct iheap *h)
{
    return h->n ? h->heap[0] : -1;
}

int iheap_pop(struct iheap *h)
{
    int top;

    if (h->n == 0)
        return -1;
    top = h->heap[0];
    h->pos[top] = -1;
    if (--h->n > 0) {
        place(h, 0, h->heap[h->n]);
        sift_down(h, 0);
    }
    return top;
}

int iheap_check(const struct iheap *h)
{
    int i;

    for (i = 1; i < h->n; i++)
        if (less(h, h->heap[i], h->heap[(i - 1) / 2]))
            return 0;
    for (i = 0; i < h->n; i++)
        if (h->pos[h->heap[i]] != i)
            return 0;
    return 1;
}
