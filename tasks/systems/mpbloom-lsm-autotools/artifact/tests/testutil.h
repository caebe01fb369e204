#ifndef TESTUTIL_H
#define TESTUTIL_H
/* testutil.h - minimal assertion helpers for the unit tests */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static int t_failed, t_run;

#define CHECK(cond) do { \
        t_run++; \
        if (!(cond)) { \
            t_failed++; \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
        } \
    } while (0)

#define CHECK_EQ(a, b) do { \
        unsigned long long _a = (unsigned long long)(a), _b = (unsigned long long)(b); \
        t_run++; \
        if (_a != _b) { \
            t_failed++; \
            fprintf(stderr, "%s:%d: %s == %s failed: %llu != %llu\n", __FILE__, __LINE__, \
                    #a, #b, _a, _b); \
        } \
    } while (0)

static inline int t_done(const char *name)
{
    printf("%s: %d checks, %d failed\n", name, t_run, t_failed);
    return t_failed ? 1 : 0;
}

static inline char *t_tmpdir(const char *tag)
{
    static char buf[256];
    snprintf(buf, sizeof buf, "/tmp/mpblsm-test-%s-%ld", tag, (long)getpid());
    return buf;
}

#endif
