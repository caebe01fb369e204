/* schedlab: serial console and kernel printf. */
#ifndef SCHEDLAB_CONSOLE_H
#define SCHEDLAB_CONSOLE_H

#include "types.h"

void uart_init(void);
void uart_putc(char c);
int  uart_getc(void);

void console_putc(char c);
void console_write(const char *s, size_t n);
void console_puts(const char *s);

int  kprintf(const char *fmt, ...);
int  kvprintf(const char *fmt, va_list ap);
int  ksnprintf(char *buf, size_t n, const char *fmt, ...);
int  kvsnprintf(char *buf, size_t n, const char *fmt, va_list ap);

__noreturn void panic(const char *fmt, ...);

#define KASSERT(cond) do { if (!(cond)) \
    panic("assertion failed: %s (%s:%d)", #cond, __FILE__, __LINE__); } while (0)

#endif
