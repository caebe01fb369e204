#include "config.h"
#include <string.h>
#include "wal.h"
#include "stats.h"
#include "util.h"
#include "testutil.h"

static int count_cb(void *arg, int type, uint64_t key, const unsigned char *value)
{
    long *sum = arg;
    *sum += type == WAL_PUT ? (long)key : -(long)key;
    if (value)
        *sum += value[0];
    return 0;
}

int main(void)
{
    char *dir = t_tmpdir("wal"), *path;
    unsigned char v[20];
    long sum = 0, n;
    wal *w;

    mkdir_p(dir);
    path = path_join(dir, "000001.log");
    lsm_stats_reset();
    w = wal_open(path, 4, 0);
    memset(v, 1, sizeof v);
    for (uint64_t k = 1; k <= 10; k++)
        wal_append(w, WAL_PUT, k, v, sizeof v);
    wal_append(w, WAL_DEL, 3, NULL, sizeof v);
    CHECK_EQ(lsm_stats.wal_syncs, 2);
    wal_commit(w);
    CHECK_EQ(lsm_stats.wal_syncs, 3);
    CHECK_EQ(lsm_stats.wal_bytes, 10 * (17 + 20) + 17);
    wal_close(w, 0);
    n = wal_replay(path, sizeof v, count_cb, &sum);
    CHECK_EQ(n, 11);
    CHECK_EQ(sum, 55 + 10 - 3);
    free(path);
    rm_rf_dir(dir);
    return t_done("test_wal");
}
