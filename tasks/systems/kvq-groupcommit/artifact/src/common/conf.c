/*
 * conf.c - configuration loading.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../vendor/tinyini/tinyini.h"
#include "conf.h"
#include "log.h"

void kvq_conf_defaults(kvq_conf *c)
{
    memset(c, 0, sizeof(*c));
    c->vnodes = 8;
    c->replicas = 3;
    /* latency-first defaults (docs/tuning.md) */
    c->write_quorum = 1;
    c->read_quorum = 1;
    c->wal_flush_us = 10 * 1000;
    c->tick_us = 1000;
    c->wal_fsync = 1;
    snprintf(c->data_root, sizeof(c->data_root), "data");
    snprintf(c->log_level, sizeof(c->log_level), "info");
}

/* durations: "250us", "20ms", "1.5s", "2m" */
int64_t conf_duration_us(const char *s)
{
    char *end;
    double v;
    while (isspace((unsigned char)*s))
        s++;
    errno = 0;
    v = strtod(s, &end);
    if (end == s || errno != 0 || v < 0)
        return -1;
    while (isspace((unsigned char)*end))
        end++;
    if (*end == '\0' || strcmp(end, "s") == 0 || strcmp(end, "sec") == 0)
        return (int64_t)(v * 1e6 + 0.5);
    if (strcmp(end, "ms") == 0)
        return (int64_t)(v * 1e3 + 0.5);
    if (strcmp(end, "us") == 0)
        return (int64_t)(v + 0.5);
    if (strcmp(end, "m") == 0 || strcmp(end, "min") == 0)
        return (int64_t)(v * 60e6 + 0.5);
    return -1;
}

int64_t kvq_conf_flush_ticks(const kvq_conf *c)
{
    int64_t t;
    if (c->tick_us <= 0)
        return 1;
    t = c->wal_flush_us / c->tick_us;
    return t < 1 ? 1 : t;
}

static int parse_bool(const char *v)
{
    return strcmp(v, "1") == 0 || strcmp(v, "yes") == 0 ||
           strcmp(v, "true") == 0 || strcmp(v, "on") == 0;
}

struct load_ctx {
    kvq_conf *c;
    int bad;
};

static int handler(void *user, const char *section, const char *key,
                   const char *value, int lineno)
{
    struct load_ctx *lc = user;
    kvq_conf *c = lc->c;

    if (strcmp(section, "cluster") == 0) {
        if (strcmp(key, "vnodes") == 0)
            c->vnodes = atoi(value);
        else if (strcmp(key, "replicas") == 0)
            c->replicas = atoi(value);
        else if (strcmp(key, "write_quorum") == 0 || strcmp(key, "w") == 0)
            c->write_quorum = atoi(value);
        else if (strcmp(key, "read_quorum") == 0 || strcmp(key, "r") == 0)
            c->read_quorum = atoi(value);
        else
            LOG_WARN("%s:%d: unknown key [cluster] %s", c->path, lineno, key);
    } else if (strcmp(section, "storage") == 0) {
        if (strcmp(key, "wal_flush_interval") == 0) {
            int64_t us = conf_duration_us(value);
            if (us < 0) {
                LOG_ERR("%s:%d: bad duration '%s'", c->path, lineno, value);
                lc->bad = lineno;
            } else {
                c->wal_flush_us = us;
            }
        } else if (strcmp(key, "logical_tick") == 0) {
            int64_t us = conf_duration_us(value);
            if (us <= 0) {
                LOG_ERR("%s:%d: bad duration '%s'", c->path, lineno, value);
                lc->bad = lineno;
            } else {
                c->tick_us = us;
            }
        } else if (strcmp(key, "wal_fsync") == 0) {
            c->wal_fsync = parse_bool(value);
        } else if (strcmp(key, "data_root") == 0) {
            snprintf(c->data_root, sizeof(c->data_root), "%s", value);
        } else {
            LOG_WARN("%s:%d: unknown key [storage] %s", c->path, lineno, key);
        }
    } else if (strcmp(section, "nodes") == 0) {
        kvq_node_addr *n;
        if (c->nnodes >= KVQ_MAX_NODES) {
            LOG_ERR("%s:%d: too many nodes (max %d)", c->path, lineno, KVQ_MAX_NODES);
            lc->bad = lineno;
            return 0;
        }
        n = &c->nodes[c->nnodes];
        snprintf(n->name, sizeof(n->name), "%s", key);
        {
            char host[128];
            int port;
            if (sscanf(value, "%127[^:]:%d", host, &port) != 2) {
                LOG_ERR("%s:%d: bad address '%s'", c->path, lineno, value);
                lc->bad = lineno;
                return 0;
            }
            snprintf(n->host, sizeof(n->host), "%s", host);
            n->port = port;
        }
        c->nnodes++;
    } else if (strcmp(section, "log") == 0) {
        if (strcmp(key, "level") == 0)
            snprintf(c->log_level, sizeof(c->log_level), "%s", value);
    }
    /* [harness], [workload], [testbed]: not ours */
    return 0;
}

int kvq_conf_load(kvq_conf *c, const char *path)
{
    struct load_ctx lc;
    int rc;
    snprintf(c->path, sizeof(c->path), "%s", path);
    c->nnodes = 0;
    lc.c = c;
    lc.bad = 0;
    rc = tinyini_parse_file(path, handler, &lc);
    if (rc < 0)
        return -1;
    if (rc > 0)
        return rc;
    return lc.bad;
}

int kvq_conf_validate(const kvq_conf *c, char *err, int errlen)
{
    if (c->vnodes < 1 || c->vnodes > 256) {
        snprintf(err, errlen, "vnodes must be in 1..256");
        return -1;
    }
    if (c->write_quorum < 1 || c->read_quorum < 1) {
        snprintf(err, errlen, "quorums must be >= 1");
        return -1;
    }
    if (c->nnodes > 0 && (c->write_quorum > c->nnodes || c->read_quorum > c->nnodes)) {
        snprintf(err, errlen, "quorum larger than the cluster (%d nodes)", c->nnodes);
        return -1;
    }
    if (c->write_quorum > c->replicas || c->read_quorum > c->replicas) {
        snprintf(err, errlen, "quorum larger than the replication factor");
        return -1;
    }
    return 0;
}

void kvq_conf_dump(const kvq_conf *c, const char *prefix)
{
    int i;
    LOG_INFO("%sconfig%s%s: vnodes=%d replicas=%d W=%d R=%d wal_flush=%lldus tick=%lldus "
             "(flush every %lld ticks) fsync=%d",
             prefix, c->path[0] ? " " : "", c->path, c->vnodes,
             c->replicas, c->write_quorum, c->read_quorum,
             (long long)c->wal_flush_us, (long long)c->tick_us,
             (long long)kvq_conf_flush_ticks(c), c->wal_fsync);
    for (i = 0; i < c->nnodes; i++)
        LOG_DEBUG("%s  node %d %s %s:%d", prefix, i, c->nodes[i].name,
                  c->nodes[i].host, c->nodes[i].port);
}

int kvq_conf_find_node(const kvq_conf *c, const char *name)
{
    int i;
    for (i = 0; i < c->nnodes; i++)
        if (strcmp(c->nodes[i].name, name) == 0)
            return i;
    return -1;
}
