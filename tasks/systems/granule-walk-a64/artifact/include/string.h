/* string.h - the few string/memory routines the kernel uses. */
#ifndef GW_STRING_H
#define GW_STRING_H

#include "types.h"

void *memset(void *s, int c, size_t n);
void *memcpy(void *dst, const void *src, size_t n);
int memcmp(const void *a, const void *b, size_t n);
size_t strlen(const char *s);
int strcmp(const char *a, const char *b);
int strncmp(const char *a, const char *b, size_t n);
char *strchr(const char *s, int c);
u64 parse_u64(const char *s, const char **end);
bool str_in_list(const char *word, size_t wlen, const char *list);

#endif
