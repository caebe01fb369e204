/* schedlab: freestanding string helpers. */
#ifndef SCHEDLAB_STRING_H
#define SCHEDLAB_STRING_H

#include "types.h"

void  *memset(void *dst, int c, size_t n);
void  *memcpy(void *dst, const void *src, size_t n);
void  *memmove(void *dst, const void *src, size_t n);
int    memcmp(const void *a, const void *b, size_t n);
size_t strlen(const char *s);
size_t strnlen(const char *s, size_t max);
int    strcmp(const char *a, const char *b);
int    strncmp(const char *a, const char *b, size_t n);
char  *strncpy(char *dst, const char *src, size_t n);
char  *strchr(const char *s, int c);
int    parse_u64(const char *s, size_t len, uint64 *out);

static inline uint32 be32(const void *p)
{
    const uint8 *b = p;
    return ((uint32)b[0] << 24) | ((uint32)b[1] << 16) | ((uint32)b[2] << 8) | b[3];
}

static inline uint64 be64(const void *p)
{
    return ((uint64)be32(p) << 32) | be32((const uint8 *)p + 4);
}

#endif
