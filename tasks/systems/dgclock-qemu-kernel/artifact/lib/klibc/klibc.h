/* klibc.h -- the few C library pieces the kernel needs.
 *
 * Vendored from "tinyk", the teaching-kernel support library we use in the
 * OS course (2011 snapshot, MIT-licensed, trimmed: no malloc, no stdio
 * streams, no floating point).  Everything here is freestanding: no
 * headers from the host are included.
 */
#ifndef KLIBC_H
#define KLIBC_H

typedef unsigned int       k_size_t;
typedef int                k_ssize_t;
typedef unsigned long long k_u64;
typedef long long          k_s64;

#define K_NULL ((void *)0)

typedef __builtin_va_list k_va_list;
#define k_va_start(ap, last) __builtin_va_start(ap, last)
#define k_va_arg(ap, type)   __builtin_va_arg(ap, type)
#define k_va_end(ap)         __builtin_va_end(ap)

/* string.c */
void     *kmemset(void *dst, int c, k_size_t n);
void     *kmemcpy(void *dst, const void *src, k_size_t n);
int       kmemcmp(const void *a, const void *b, k_size_t n);
k_size_t  kstrlen(const char *s);
k_size_t  kstrnlen(const char *s, k_size_t max);
int       kstrcmp(const char *a, const char *b);
int       kstrncmp(const char *a, const char *b, k_size_t n);
char     *kstrchr(const char *s, int c);
k_size_t  kstrlcpy(char *dst, const char *src, k_size_t size);
k_u64     kstrtou64(const char *s, const char **end, int base);
int       kisdigit(int c);
int       kisspace(int c);

/* printf.c: %d %i %u %x %X %c %s %p %% with flags '-', '0', width,
 * and the length modifiers l and ll. */
typedef void (*kputc_fn)(char c, void *arg);
int kvformat(kputc_fn out, void *arg, const char *fmt, k_va_list ap);
int ksnprintf(char *buf, k_size_t size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
int kvsnprintf(char *buf, k_size_t size, const char *fmt, k_va_list ap);

#endif
