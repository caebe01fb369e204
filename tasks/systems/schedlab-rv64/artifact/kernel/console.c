/*
 * schedlab: console layer on top of the UART.
 *
 * Translates "\n" into "\r\n" for terminals.  Output is unbuffered: every
 * character goes to the UART as soon as it is printed, so a message printed
 * from inside another print shows up exactly where it was issued.
 */
#include "types.h"
#include "console.h"
#include "riscv.h"

static int console_col;

void console_putc(char c)
{
    if (c == '\n') {
        uart_putc('\r');
        console_col = 0;
    } else {
        console_col++;
    }
    uart_putc(c);
}

void console_write(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        console_putc(s[i]);
}

void console_puts(const char *s)
{
    while (*s)
        console_putc(*s++);
}

static void console_sink(void *arg __unused, char c)
{
    console_putc(c);
}

extern int __kformat(void (*sink)(void *, char), void *arg,
                     const char *fmt, va_list ap);

int kvprintf(const char *fmt, va_list ap)
{
    return __kformat(console_sink, NULL, fmt, ap);
}

int kprintf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = kvprintf(fmt, ap);
    va_end(ap);
    return n;
}

extern void poweroff_fail(int code) __noreturn;

void panic(const char *fmt, ...)
{
    va_list ap;
    intr_off();
    if (console_col)
        console_putc('\n');
    console_puts("PANIC: ");
    va_start(ap, fmt);
    kvprintf(fmt, ap);
    va_end(ap);
    console_putc('\n');
    poweroff_fail(3);
}
