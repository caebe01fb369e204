/* test_u64map.c -- the vendored hash map, against a plain array model. */
#include <string.h>
#include "unit.h"
#include "../vendor/u64map/u64map.h"
#include "util.h"

#define N 20000

int main(void)
{
    struct u64map m;
    static int32_t model[N];
    struct rng r;
    size_t it = 0;
    uint64_t k;
    int32_t v;
    int i, ok = 1, live = 0, seen = 0;

    u64map_init(&m, 4);
    CHECK(u64map_get(&m, 0) == -1, "empty map has no key 0");
    CHECK(u64map_put(&m, 0, 7) == 0 && u64map_get(&m, 0) == 7, "key 0 is an ordinary key");
    CHECK(u64map_put(&m, UINT64_MAX, 1) == -1, "UINT64_MAX is reserved");
    CHECK(u64map_del(&m, 0) == 1 && u64map_get(&m, 0) == -1, "delete key 0");

    /* random puts and deletes over a small key range, checked against the model */
    memset(model, -1, sizeof model);
    rng_seed(&r, 12345);
    for (i = 0; i < 200000; i++) {
        int key = (int)rng_below(&r, N);

        if (rng_below(&r, 3) == 0) {
            int had = model[key] >= 0;

            if (u64map_del(&m, (uint64_t)key) != had)
                ok = 0;
            model[key] = -1;
        } else {
            model[key] = i;
            u64map_put(&m, (uint64_t)key, i);
        }
    }
    for (i = 0; i < N; i++) {
        if (u64map_get(&m, (uint64_t)i) != model[i])
            ok = 0;
        live += model[i] >= 0;
    }
    CHECK(ok, "200k random operations agree with the model");
    CHECK((int)m.size == live, "size counts live entries");
    while (u64map_next(&m, &it, &k, &v)) {
        seen++;
        if (k >= N || model[k] != v)
            ok = 0;
    }
    CHECK(ok && seen == live, "iteration visits every live entry once");

    u64map_clear(&m);
    CHECK(m.size == 0 && u64map_get(&m, 1) == -1, "clear");
    for (i = 0; i < 100000; i++)
        u64map_put(&m, (uint64_t)i * 0x100000001ULL, i);
    for (i = 0; i < 100000; i++)
        if (u64map_get(&m, (uint64_t)i * 0x100000001ULL) != i)
            ok = 0;
    CHECK(ok, "100k strided keys survive growing");
    u64map_free(&m);
    return 0;
}
