/* test_heap.c -- the indexed heap used by LFU and OPT. */
#include "unit.h"
#include "heap.h"
#include "util.h"

int main(void)
{
    struct iheap h;
    struct rng r;
    long last1 = -1, last2 = -1;
    int i, ok = 1, id;

    iheap_init(&h, 1000);
    CHECK(iheap_top(&h) == -1 && iheap_pop(&h) == -1, "empty heap");
    rng_seed(&r, 99);
    for (i = 0; i < 1000; i++)
        iheap_push(&h, i, (long)rng_below(&r, 50), i);
    CHECK(iheap_check(&h), "heap property after 1000 pushes");
    for (i = 0; i < 5000; i++) {
        iheap_update(&h, (int)rng_below(&r, 1000), (long)rng_below(&r, 50), 1000 + i);
        if (!iheap_check(&h))
            ok = 0;
    }
    CHECK(ok, "heap property after 5000 updates");
    while ((id = iheap_pop(&h)) >= 0) {
        if (h.k1[id] < last1 || (h.k1[id] == last1 && h.k2[id] < last2))
            ok = 0;
        last1 = h.k1[id];
        last2 = h.k2[id];
    }
    CHECK(ok, "pops come out in (k1, k2) order");
    CHECK(h.n == 0, "heap is empty at the end");
    iheap_free(&h);
    return 0;
}
