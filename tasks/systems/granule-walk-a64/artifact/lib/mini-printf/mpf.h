#ifndef MPF_H
#define MPF_H

#include <stdarg.h>

typedef void (*mpf_putc_fn)(char c, void *arg);

int mpf_vsnprintf(char *buf, unsigned long size, const char *fmt, va_list ap);
int mpf_snprintf(char *buf, unsigned long size, const char *fmt, ...);
int mpf_vcbprintf(mpf_putc_fn put, void *arg, const char *fmt, va_list ap);

#endif
