/*
 * log.h - minimal leveled logging shared by kvqd, the client library and
 * the tools.  Output goes to kvq_log_fp (stderr unless kvq_log_open() was
 * called with a file name).
 */
#ifndef KVQ_LOG_H
#define KVQ_LOG_H

#include <stdio.h>

#define KVQ_LOG_ERROR 0
#define KVQ_LOG_WARN  1
#define KVQ_LOG_INFO  2
#define KVQ_LOG_DEBUG 3

/* global logging state (one instance per process) */
int   kvq_log_level;
FILE *kvq_log_fp;
char  kvq_log_tag[32];

void kvq_log_init(const char *tag, int level);
int  kvq_log_open(const char *path);
void kvq_log(int level, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
int  kvq_log_parse_level(const char *s);

#define LOG_ERR(...)   kvq_log(KVQ_LOG_ERROR, __VA_ARGS__)
#define LOG_WARN(...)  kvq_log(KVQ_LOG_WARN, __VA_ARGS__)
#define LOG_INFO(...)  kvq_log(KVQ_LOG_INFO, __VA_ARGS__)
#define LOG_DEBUG(...) do { if (kvq_log_level >= KVQ_LOG_DEBUG) kvq_log(KVQ_LOG_DEBUG, __VA_ARGS__); } while (0)

#endif
