/*
 * log.c - leveled logging.
 */
#include <stdarg.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <sys/time.h>
#include <unistd.h>

#include "log.h"

int   kvq_log_level;
FILE *kvq_log_fp;
char  kvq_log_tag[32];

static const char *level_names[] = { "ERROR", "WARN", "INFO", "DEBUG" };

void kvq_log_init(const char *tag, int level)
{
    kvq_log_level = level;
    kvq_log_fp = stderr;
    snprintf(kvq_log_tag, sizeof(kvq_log_tag), "%s", tag ? tag : "kvq");
}

int kvq_log_open(const char *path)
{
    FILE *fp = fopen(path, "a");
    if (!fp)
        return -1;
    setvbuf(fp, NULL, _IOLBF, 0);
    kvq_log_fp = fp;
    return 0;
}

int kvq_log_parse_level(const char *s)
{
    int i;
    if (!s)
        return KVQ_LOG_INFO;
    for (i = 0; i < 4; i++)
        if (strcasecmp(s, level_names[i]) == 0)
            return i;
    if (strcasecmp(s, "warning") == 0)
        return KVQ_LOG_WARN;
    return KVQ_LOG_INFO;
}

void kvq_log(int level, const char *fmt, ...)
{
    va_list ap;
    struct timeval tv;
    struct tm tm;
    char ts[32];
    FILE *fp = kvq_log_fp ? kvq_log_fp : stderr;

    if (level > kvq_log_level)
        return;
    gettimeofday(&tv, NULL);
    localtime_r(&tv.tv_sec, &tm);
    strftime(ts, sizeof(ts), "%H:%M:%S", &tm);
    fprintf(fp, "%s.%03ld %s[%d] %-5s ", ts, (long)(tv.tv_usec / 1000),
            kvq_log_tag[0] ? kvq_log_tag : "kvq", (int)getpid(),
            level_names[level < 0 ? 0 : (level > 3 ? 3 : level)]);
    va_start(ap, fmt);
    vfprintf(fp, fmt, ap);
    va_end(ap);
    fputc('\n', fp);
}
