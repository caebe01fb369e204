#include "config.h"
#include <string.h>
#include "workload.h"
#include "bconfig.h"
#include "testutil.h"

int main(void)
{
    bench_config c;
    workload w;
    op o;
    uint64_t n = 0, puts = 0, dels = 0, gets = 0, seen_even = 0;

    config_defaults(&c);
    c.keyspace = 1000;
    c.ops = 10000;
    workload_init(&w, &c, DIST_UNIFORM);
    while (workload_next_load(&w, &o)) {
        CHECK(o.key % 2 == 0 && o.key < 1000);
        seen_even++;
    }
    CHECK_EQ(seen_even, 500);
    while (workload_next_op(&w, &o)) {
        n++;
        puts += o.type == OP_PUT;
        dels += o.type == OP_DELETE;
        gets += o.type == OP_GET;
        CHECK(o.key < 1000);
    }
    CHECK_EQ(n, 10000);
    CHECK(puts > 2500 && puts < 3500);
    CHECK(dels > 300 && dels < 700);
    CHECK_EQ(w.version, 500 + puts);

    /* same seed, same stream */
    workload w2;
    op a, b;
    workload_init(&w, &c, DIST_HOTSPOT);
    workload_init(&w2, &c, DIST_HOTSPOT);
    for (int i = 0; i < 100; i++) {
        workload_next_op(&w, &a);
        workload_next_op(&w2, &b);
        CHECK(a.key == b.key && a.type == b.type);
    }
    CHECK_EQ(w.hot_keys, 100);
    CHECK_EQ(w.hot_permille, 900);

    CHECK_EQ(config_set(&c, "ops", "77"), 0);
    CHECK_EQ(c.ops, 77);
    CHECK(config_set(&c, "no_such_key", "1") < 0);
    return t_done("test_workload");
}
