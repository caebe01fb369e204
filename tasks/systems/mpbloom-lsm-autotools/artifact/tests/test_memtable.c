#include "config.h"
#include <string.h>
#include "memtable.h"
#include "testutil.h"

int main(void)
{
    memtable *m = memtable_new(16);
    unsigned char v[16], out[16];
    mt_iter it;
    uint64_t prev = 0, n = 0;

    for (uint64_t i = 0; i < 5000; i++) {
        uint64_t k = (i * 7919) % 5000;
        memset(v, (int)(k & 0xff), sizeof v);
        memtable_put(m, k, 0, v);
    }
    CHECK_EQ(m->count, 5000);
    memtable_put(m, 17, 1, NULL);
    CHECK_EQ(m->count, 5000);
    CHECK_EQ(memtable_get(m, 17, out), 2);
    CHECK_EQ(memtable_get(m, 18, out), 1);
    CHECK_EQ(out[0], 18);
    CHECK_EQ(memtable_get(m, 999999, out), 0);
    for (mt_iter_init(&it, m); mt_iter_valid(&it); mt_iter_next(&it)) {
        if (n)
            CHECK(it.cur->key > prev);
        prev = it.cur->key;
        n++;
    }
    CHECK_EQ(n, 5000);
    mt_iter_seek(&it, 2500);
    CHECK(mt_iter_valid(&it) && it.cur->key == 2500);
    memtable_free(m);
    return t_done("test_memtable");
}
