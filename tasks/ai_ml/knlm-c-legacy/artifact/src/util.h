/* knlm: small helpers shared by the tools (allocation, errors, timing). */
#ifndef KNLM_UTIL_H
#define KNLM_UTIL_H

#include <stddef.h>
#include <stdio.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
FILE *xfopen(const char *path, const char *mode);
void die(const char *fmt, ...);
double wall_seconds(void);

#endif
