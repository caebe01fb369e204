#include "config.h"
#include <string.h>
#include "sst.h"
#include "stats.h"
#include "util.h"
#include "testutil.h"

int main(void)
{
    char *dir = t_tmpdir("sst"), *path;
    unsigned char v[32], out[32], *blk;
    size_t len;
    sst_writer *w;
    sst *s;
    sst_iter it;
    uint64_t size, n = 0;

    mkdir_p(dir);
    path = path_join(dir, "000001.sst");
    w = sst_writer_new(path, 1, 32, 512, 10);
    for (uint64_t k = 10; k < 3010; k += 3) {
        memset(v, 0, sizeof v);
        v[0] = (unsigned char)k;
        sst_writer_add(w, k, k % 10 == 0, v);
    }
    size = sst_writer_finish(w);
    sst_writer_free(w);
    CHECK(size > 0);
    CHECK_EQ(size, env_file_size(path));

    s = sst_open(path, 1, 0);
    CHECK(s != NULL);
    CHECK_EQ(s->nentries, 1000);
    CHECK_EQ(s->min_key, 10);
    CHECK_EQ(s->max_key, 3007);
    CHECK_EQ(sst_entries_per_block(512, 32), 12);
    CHECK_EQ(s->nblocks, (1000 + 11) / 12);
    /* size formula documented in docs/FORMAT.md */
    CHECK_EQ(size, 8 * s->nblocks + 1000 * 41 + 28 * s->nblocks + 16 + bloom_nbits_for(1000, 10) / 8 + 64);
    CHECK(sst_find_block(s, 5) < 0);
    long b = sst_find_block(s, 13);
    CHECK(b == 0);
    CHECK(sst_read_block(s, b, &blk, &len) == 0);
    CHECK_EQ(sst_block_search(blk, len, 32, 13, out), 1);
    CHECK_EQ(out[0], 13);
    CHECK_EQ(sst_block_search(blk, len, 32, 14, out), 0);
    CHECK_EQ(sst_block_search(blk, len, 32, 10, out), 2);
    free(blk);
    for (sst_iter_init(&it, s, NULL); it.valid; sst_iter_next(&it))
        n++;
    sst_iter_done(&it);
    CHECK_EQ(n, 1000);
    sst_close(s);
    free(path);
    rm_rf_dir(dir);
    return t_done("test_sst");
}
