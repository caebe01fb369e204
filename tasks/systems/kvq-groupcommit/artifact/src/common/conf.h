/*
 * conf.h - cluster and node configuration (INI files under conf/).
 *
 * Sections:
 *   [cluster]  vnodes, replicas, write_quorum, read_quorum
 *   [storage]  wal_flush_interval, logical_tick, wal_fsync, data_root
 *   [nodes]    <name> = host:port   (one line per node, in id order)
 *   [harness]  read by the harness scripts only; ignored here
 *   [log]      level
 *
 * Durations accept a unit suffix (us, ms, s).  See conf_duration_us().
 */
#ifndef KVQ_CONF_H
#define KVQ_CONF_H

#include <stdint.h>

#define KVQ_MAX_NODES 16

typedef struct kvq_node_addr {
    char name[32];
    char host[128];
    int  port;
} kvq_node_addr;

typedef struct kvq_conf {
    char     path[256];      /* "" when built-in defaults are in use */
    int      nnodes;
    kvq_node_addr nodes[KVQ_MAX_NODES];
    int      vnodes;
    int      replicas;
    int      write_quorum;
    int      read_quorum;
    int64_t  wal_flush_us;   /* group-commit window */
    int64_t  tick_us;        /* logical time of one workload operation */
    int      wal_fsync;      /* 0: write() only, 1: write()+fsync() */
    char     data_root[256];
    char     log_level[16];
} kvq_conf;

void kvq_conf_defaults(kvq_conf *c);
/* 0 ok, -1 cannot open, >0 line number of a syntax error */
int  kvq_conf_load(kvq_conf *c, const char *path);
int  kvq_conf_validate(const kvq_conf *c, char *err, int errlen);
void kvq_conf_dump(const kvq_conf *c, const char *prefix);
int  kvq_conf_find_node(const kvq_conf *c, const char *name);

/* "250us", "20ms", "1.5s", "3" -> microseconds; -1 on error */
int64_t conf_duration_us(const char *s);
/* group-commit window expressed in logical ticks (>= 1) */
int64_t kvq_conf_flush_ticks(const kvq_conf *c);

#endif
