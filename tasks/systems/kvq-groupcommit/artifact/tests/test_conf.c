/* unit test: configuration loading and durations */
#undef NDEBUG
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "conf.h"
#include "log.h"

int main(int argc, char **argv)
{
    kvq_conf c;
    char err[128];

    kvq_log_init("test_conf", KVQ_LOG_WARN);
    assert(conf_duration_us("20ms") == 20000);
    assert(conf_duration_us("250us") == 250);
    assert(conf_duration_us("1.5s") == 1500000);
    assert(conf_duration_us("2") == 2000000);
    assert(conf_duration_us("1m") == 60000000);
    assert(conf_duration_us("fast") == -1);

    kvq_conf_defaults(&c);
    assert(c.write_quorum == 1 && c.read_quorum == 1);
    assert(kvq_conf_flush_ticks(&c) == 10);

    if (argc > 1) {
        int rc = kvq_conf_load(&c, argv[1]);
        assert(rc == 0);
        assert(c.nnodes >= 3);
        assert(kvq_conf_validate(&c, err, sizeof(err)) == 0);
        printf("test_conf: %s: %d nodes, W=%d R=%d, flush %lld ticks\n", argv[1],
               c.nnodes, c.write_quorum, c.read_quorum,
               (long long)kvq_conf_flush_ticks(&c));
    }
    printf("test_conf: ok\n");
    return 0;
}
