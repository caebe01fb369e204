/* unit test: WAL group commit, crash loss and replay */
#undef NDEBUG
#include <assert.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include "log.h"
#include "../src/kvqd/store.h"
#include "../src/kvqd/wal.h"

static void append_ticks(kvq_wal *w, int from, int to)
{
    char key[16];
    int t;
    for (t = from; t < to; t++) {
        snprintf(key, sizeof(key), "k%d", t);
        assert(kvq_wal_append(w, (uint64_t)t, key, (uint16_t)strlen(key), (uint64_t)t + 1,
                              "v", 1) == 0);
        kvq_wal_maybe_flush(w, (uint64_t)t);
    }
}

static long reopen(const char *dir, kvq_wal *w, kvq_store *s, int64_t tick)
{
    long n;
    assert(kvq_store_init(s, 16) == 0);
    assert(kvq_wal_open(w, dir, 4, 0, tick) == 0);
    n = kvq_wal_replay(w, s, NULL);
    assert(kvq_wal_start(w) == 0);
    return n;
}

int main(void)
{
    char dir[] = "/tmp/kvq-walXXXXXX";
    kvq_wal w;
    kvq_store s;
    char path[600];

    kvq_log_init("test_wal", KVQ_LOG_WARN);
    assert(mkdtemp(dir));
    assert(reopen(dir, &w, &s, 0) == 0);
    kvq_store_free(&s);
    /* ticks 0..9, flush window 4: flushes at ticks 4 and 8 */
    append_ticks(&w, 0, 10);
    assert(w.flushes == 2);
    assert(w.flushed_records == 9);
    assert(w.batch_records == 1);
    /* crash: the writer goes down with the batch */
    kill(w.writer, SIGKILL);
    waitpid(w.writer, NULL, 0);
    close(w.to_writer);
    close(w.from_writer);
    kvq_buf_free(&w.msg);

    assert(reopen(dir, &w, &s, 10) == 9);
    assert(s.count == 9);
    assert(kvq_store_get(&s, "k9", 2) == NULL);
    assert(kvq_store_get(&s, "k8", 2)->version == 9);
    /* window restarts at tick 10: ticks 10..13 stay in the batch */
    append_ticks(&w, 10, 14);
    assert(w.flushes == 0 && w.batch_records == 4);
    /* a clean close keeps them */
    kvq_wal_close(&w);
    kvq_store_free(&s);
    assert(reopen(dir, &w, &s, 14) == 13);
    kvq_wal_close(&w);
    kvq_store_free(&s);

    snprintf(path, sizeof(path), "%s/wal.log", dir);
    unlink(path);
    rmdir(dir);
    printf("test_wal: ok\n");
    return 0;
}
