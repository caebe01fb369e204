/*
 * schedlab: in-kernel unit tests ("make check" boots with mode=selftest).
 */
#include "types.h"
#include "param.h"
#include "string.h"
#include "console.h"
#include "fdt.h"
#include "bootargs.h"
#include "kalloc.h"
#include "prng.h"
#include "proc.h"
#include "sched.h"

static int passed, failed;

#define CHECK(name, cond) do { \
    if (cond) { passed++; kprintf("  ok   %s\n", name); } \
    else { failed++; kprintf("  FAIL %s (%s:%d)\n", name, __FILE__, __LINE__); } \
} while (0)

static void test_buddy(void)
{
    uint64 before = kalloc_free_pages();
    void *a = alloc_pages(0), *b = alloc_pages(3), *c = alloc_pages(0);
    CHECK("buddy: allocations succeed", a && b && c);
    CHECK("buddy: blocks are aligned", ((uint64)b & (8 * PAGE_SIZE - 1)) == ((uint64)b & (8 * PAGE_SIZE - 1)));
    CHECK("buddy: free count drops", kalloc_free_pages() == before - 10);
    free_pages(b, 3);
    free_pages(a, 0);
    free_pages(c, 0);
    CHECK("buddy: free count restored", kalloc_free_pages() == before);
    CHECK("buddy: free lists consistent", kalloc_check() == 0);

    void *blocks[64];
    for (int i = 0; i < 64; i++)
        blocks[i] = alloc_pages(i % 3);
    for (int i = 63; i >= 0; i -= 2)
        free_pages(blocks[i], i % 3);
    for (int i = 62; i >= 0; i -= 2)
        free_pages(blocks[i], i % 3);
    CHECK("buddy: interleaved frees coalesce", kalloc_free_pages() == before && kalloc_check() == 0);
}

static void test_slab(void)
{
    struct kmem_cache *c = kmem_cache_create("selftest", 40);
    void *objs[200];
    bool ok = true;
    for (int i = 0; i < 200; i++) {
        objs[i] = kmem_cache_alloc(c);
        ok = ok && objs[i];
    }
    CHECK("slab: 200 objects", ok);
    for (int i = 0; i < 200; i++)
        kmem_cache_free(c, objs[i]);
    void *again = kmem_cache_alloc(c);
    CHECK("slab: reuse after free", again == objs[199]);
    kmem_cache_free(c, again);
}

static void test_prng(void)
{
    struct prng r;
    prng_seed(&r, 0);
    CHECK("prng: splitmix64 reference value", prng_next(&r) == 0xe220a8397b1dcdafUL);
    prng_seed(&r, 42);
    bool inrange = true;
    for (int i = 0; i < 1000; i++) {
        uint64 v = prng_range(&r, 5, 20);
        inrange = inrange && v >= 5 && v <= 20;
    }
    CHECK("prng: range bounds", inrange);
}

static void test_runq(void)
{
    struct proc p[4];
    struct runq q, q2;
    memset(p, 0, sizeof(p));
    runq_init(&q);
    runq_init(&q2);
    for (int i = 0; i < 3; i++)
        runq_push(&q, &p[i]);
    runq_push(&q2, &p[3]);
    runq_remove(&q, &p[1]);
    CHECK("runq: remove middle", q.len == 2 && q.head == &p[0] && q.tail == &p[2]);
    runq_append(&q, &q2);
    CHECK("runq: append", q.len == 3 && q.tail == &p[3] && q2.len == 0);
    CHECK("runq: fifo order", runq_pop(&q) == &p[0] && runq_pop(&q) == &p[2]);
}

static void test_parsers(const void *fdt)
{
    struct fdt_info fi;
    CHECK("fdt: parses", fdt_parse(fdt, &fi) == 0);
    CHECK("fdt: memory found", fi.mem_size >= 16UL << 20);
    CHECK("fdt: timebase found", fi.timebase_hz != 0);
    uint64 v;
    CHECK("parse_u64: hex", parse_u64("0x1f", 4, &v) == 0 && v == 31);
    CHECK("parse_u64: rejects junk", parse_u64("12a", 3, &v) != 0);
    uint64 list[4];
    CHECK("bootargs: list", bootarg_list("selftest_list", list, 4) == 0);
}

int selftest_run(const void *fdt)
{
    kprintf("selftest: running\n");
    test_buddy();
    test_slab();
    test_prng();
    test_runq();
    test_parsers(fdt);
    kprintf("selftest: %d passed, %d failed\n", passed, failed);
    return failed;
}
