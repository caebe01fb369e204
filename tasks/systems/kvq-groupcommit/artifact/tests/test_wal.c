/* unit test: WAL group commit, crash loss and replay */
#undef NDEBUG
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "log.h"
#include "../src/kvqd/store.h"
#include "../src/kvqd/wal.h"

int main(void)
{
    char dir[] = "/tmp/kvq-walXXXXXX";
    kvq_wal w;
    kvq_store s;
    int t;
    long n;
    char key[16], path[600];

    kvq_log_init("test_wal", KVQ_LOG_WARN);
    assert(mkdtemp(dir));
    assert(kvq_wal_open(&w, dir, 4, 0, 0) == 0);
    /* ticks 0..9, flush window 4: flushes at ticks 4 and 8 */
    for (t = 0; t < 10; t++) {
        snprintf(key, sizeof(key), "k%d", t);
        assert(kvq_wal_append(&w, (uint64_t)t, key, (uint16_t)strlen(key), (uint64_t)t + 1,
                              "v", 1) == 0);
        kvq_wal_maybe_flush(&w, (uint64_t)t);
    }
    assert(w.flushes == 2);
    assert(w.flushed_records == 9);
    assert(w.batch_records == 1);
    /* "crash": drop the batch without flushing */
    close(w.fd);
    kvq_buf_free(&w.batch);

    assert(kvq_store_init(&s, 16) == 0);
    assert(kvq_wal_open(&w, dir, 4, 0, 10) == 0);
    n = kvq_wal_replay(&w, &s, NULL);
    assert(n == 9);
    assert(s.count == 9);
    assert(kvq_store_get(&s, "k9", 2) == NULL);
    assert(kvq_store_get(&s, "k8", 2)->version == 9);
    kvq_wal_close(&w);
    kvq_store_free(&s);

    snprintf(path, sizeof(path), "%s/wal.log", dir);
    unlink(path);
    rmdir(dir);
    printf("test_wal: ok\n");
    return 0;
}
