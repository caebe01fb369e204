#ifndef LSM_UTIL_H
#define LSM_UTIL_H

#include <stddef.h>
#include <stdint.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t sz);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
void lsm_die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
void lsm_log(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

uint64_t fmix64(uint64_t k);
static inline uint64_t rotl64(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

int mkdir_p(const char *path);
int rm_rf_dir(const char *path);
char *path_join(const char *dir, const char *name);
double now_seconds(void);

#endif
