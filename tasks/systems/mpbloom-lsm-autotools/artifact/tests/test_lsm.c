/* end-to-end: random operations against the engine and a shadow array */
#include "config.h"
#include <string.h>
#include "lsm.h"
#include "stats.h"
#include "util.h"
#include "testutil.h"

#define NKEYS 3000

static uint64_t shadow[NKEYS];   /* 0 = absent, else version */

static int scan_cb(void *arg, uint64_t key, const unsigned char *value)
{
    uint64_t *n = arg, ver;
    memcpy(&ver, value, 8);
    if (key >= NKEYS || shadow[key] != ver)
        return -1;
    (*n)++;
    return 0;
}

int main(void)
{
    char *dir = t_tmpdir("lsm");
    lsm_options o;
    lsm_db *db;
    unsigned char v[24], out[24];
    uint64_t s = 12345, ver = 0, live = 0, n = 0;
    int bad = 0;

    lsm_options_default(&o);
    o.value_size = sizeof v;
    o.memtable_entries = 100;
    o.l0_limit = 3;
    o.l1_entries = 1000;
    o.size_ratio = 4;
    o.block_size = 256;
    o.cache_blocks = 16;
    o.bloom.policy = BLOOM_MPB;
    rm_rf_dir(dir);
    db = lsm_open(dir, &o);
    for (int i = 0; i < 40000; i++) {
        s = fmix64(s + 1);
        uint64_t k = s % NKEYS;
        int t = (int)((s >> 40) % 10);
        if (t < 4) {
            ver++;
            memset(v, 0, sizeof v);
            memcpy(v, &ver, 8);
            lsm_put(db, k, v);
            shadow[k] = ver;
        } else if (t < 5) {
            lsm_delete(db, k);
            shadow[k] = 0;
        } else {
            int r = lsm_get(db, k, out);
            uint64_t got = 0;
            memcpy(&got, out, 8);
            if (r != (shadow[k] != 0) || (r && got != shadow[k]))
                bad++;
        }
    }
    CHECK_EQ(bad, 0);
    CHECK(lsm_stats.compactions > 0);
    for (int k = 0; k < NKEYS; k++)
        live += shadow[k] != 0;
    CHECK_EQ(lsm_scan(db, scan_cb, &n), 0);
    CHECK_EQ(n, live);

    /* reopen: the log and the manifest restore the same state */
    lsm_close(db);
    db = lsm_open(dir, &o);
    n = 0;
    CHECK_EQ(lsm_scan(db, scan_cb, &n), 0);
    CHECK_EQ(n, live);
    lsm_close(db);
    rm_rf_dir(dir);
    return t_done("test_lsm");
}
