#ifndef KESTREL_KPRINTF_H
#define KESTREL_KPRINTF_H
#include <stdarg.h>
int kprintf(const char *fmt, ...);
int kvsnprintf(char *buf, unsigned size, const char *fmt, va_list ap);
int ksnprintf(char *buf, unsigned size, const char *fmt, ...);
#endif
