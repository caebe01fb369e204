/* klibc.h -- the few libc pieces strideos needs (vendored, see README) */
#ifndef KLIBC_H
#define KLIBC_H

typedef unsigned int u32;
typedef int s32;
typedef unsigned short u16;
typedef unsigned char u8;
typedef unsigned long long u64;
typedef __builtin_va_list va_list;
#define va_start(v, l) __builtin_va_start(v, l)
#define va_end(v)      __builtin_va_end(v)
#define va_arg(v, t)   __builtin_va_arg(v, t)

#ifndef NULL
#define NULL ((void *)0)
#endif

typedef void (*kputc_fn)(char c, void *arg);

int kvformat(kputc_fn out, void *arg, const char *fmt, va_list ap);
int kprintf(const char *fmt, ...);
int ksnprintf(char *buf, u32 size, const char *fmt, ...);

u32 kstrlen(const char *s);
int kstrcmp(const char *a, const char *b);
int kstrncmp(const char *a, const char *b, u32 n);
char *kstrchr(const char *s, int c);
void *kmemset(void *d, int c, u32 n);
void *kmemcpy(void *d, const void *s, u32 n);
u32 kstrtou(const char *s, const char **end, int base);

#endif
