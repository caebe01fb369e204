/*
 * kvq-cli - interactive/one-shot client.
 *
 *   kvq-cli -c CONF put KEY VALUE [VERSION]
 *   kvq-cli -c CONF get KEY
 *   kvq-cli -c CONF stats NODE
 *   kvq-cli -c CONF ping NODE
 *   kvq-cli -c CONF shutdown NODE
 *
 * Without an explicit VERSION, put uses the current time in microseconds
 * (good enough for a single interactive user).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

#include "../common/log.h"
#include "../common/wire.h"
#include "kvq.h"

static uint64_t now_us(void)
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (uint64_t)tv.tv_sec * 1000000ULL + (uint64_t)tv.tv_usec;
}

static const char *status_name(int s)
{
    switch (s) {
    case KVQ_OK: return "OK";
    case KVQ_NOTFOUND: return "NOTFOUND";
    case KVQ_UNAVAILABLE: return "UNAVAILABLE";
    default: return "ERROR";
    }
}

int main(int argc, char **argv)
{
    const char *confpath = NULL;
    kvq_conf conf;
    kvq_client cli;
    int argi = 1, rc = 0;

    kvq_log_init("kvq-cli", KVQ_LOG_WARN);
    if (argc > 2 && strcmp(argv[1], "-c") == 0) {
        confpath = argv[2];
        argi = 3;
    }
    if (!confpath || argi >= argc) {
        fprintf(stderr, "usage: kvq-cli -c CONF put|get|stats|ping|shutdown ...\n");
        return 2;
    }
    kvq_conf_defaults(&conf);
    if (kvq_conf_load(&conf, confpath) != 0) {
        fprintf(stderr, "kvq-cli: cannot load %s\n", confpath);
        return 1;
    }
    if (kvq_client_init(&cli, &conf) < 0)
        return 1;
    cli.connect_retries = 5;

    if (strcmp(argv[argi], "put") == 0 && argi + 2 < argc) {
        kvq_result r;
        uint64_t ver = argi + 3 < argc ? strtoull(argv[argi + 3], NULL, 10) : now_us();
        kvq_client_put(&cli, argv[argi + 1], argv[argi + 2],
                       (uint32_t)strlen(argv[argi + 2]), ver, 0, &r);
        printf("%s (coordinator %d, version %llu)\n", status_name(r.status),
               r.coordinator, (unsigned long long)ver);
        rc = r.status == KVQ_OK ? 0 : 1;
    } else if (strcmp(argv[argi], "get") == 0 && argi + 1 < argc) {
        kvq_result r;
        kvq_client_get(&cli, argv[argi + 1], 0, &r);
        if (r.status == KVQ_OK)
            printf("%.*s (version %llu)\n", (int)r.vlen, r.val, (unsigned long long)r.version);
        else
            printf("%s\n", status_name(r.status));
        rc = r.status == KVQ_OK ? 0 : 1;
    } else if (strcmp(argv[argi], "stats") == 0 && argi + 1 < argc) {
        char buf[4096];
        if (kvq_admin_stats(&cli, atoi(argv[argi + 1]), buf, sizeof(buf)) < 0) {
            fprintf(stderr, "kvq-cli: stats failed\n");
            rc = 1;
        } else {
            fputs(buf, stdout);
        }
    } else if (strcmp(argv[argi], "ping") == 0 && argi + 1 < argc) {
        rc = kvq_admin_ping(&cli, atoi(argv[argi + 1])) == 0 ? 0 : 1;
        printf("%s\n", rc ? "no answer" : "pong");
    } else if (strcmp(argv[argi], "shutdown") == 0 && argi + 1 < argc) {
        rc = kvq_admin_shutdown(&cli, atoi(argv[argi + 1])) == 0 ? 0 : 1;
    } else {
        fprintf(stderr, "kvq-cli: unknown command\n");
        rc = 2;
    }
    kvq_client_close(&cli);
    return rc;
}
