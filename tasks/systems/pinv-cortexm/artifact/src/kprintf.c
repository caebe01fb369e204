/*
 * kprintf.c - a small printf for the console.  Supports %d %i %u %x %X %s %c
 * %% with an optional '0' flag, a field width and the 'l' length modifier
 * (long is 32 bits here).  No floating point: the trace carries integers only
 * and the host scripts do the divisions.
 */
#include <stdint.h>
#include "kprintf.h"
#include "uart.h"

struct out {
    char *buf;
    unsigned size;
    unsigned len;
};

static void out_c(struct out *o, char c)
{
    if (o->buf) {
        if (o->len + 1 < o->size)
            o->buf[o->len] = c;
    } else {
        uart_putc(c);
    }
    o->len++;
}

static void out_num(struct out *o, uint32_t v, unsigned base, int upper,
                    int neg, int width, char pad)
{
    char tmp[12];
    const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    int n = 0;
    do {
        tmp[n++] = digits[v % base];
        v /= base;
    } while (v);
    if (neg)
        width--;
    if (neg && pad == '0')
        out_c(o, '-');
    while (width-- > n)
        out_c(o, pad);
    if (neg && pad != '0')
        out_c(o, '-');
    while (n)
        out_c(o, tmp[--n]);
}

static int do_format(struct out *o, const char *fmt, va_list ap)
{
    for (; *fmt; fmt++) {
        if (*fmt != '%') {
            out_c(o, *fmt);
            continue;
        }
        fmt++;
        char pad = ' ';
        int width = 0;
        if (*fmt == '0') {
            pad = '0';
            fmt++;
        }
        while (*fmt >= '0' && *fmt <= '9')
            width = width * 10 + (*fmt++ - '0');
        while (*fmt == 'l')
            fmt++;
        switch (*fmt) {
        case 'd':
        case 'i': {
            int32_t v = va_arg(ap, int32_t);
            out_num(o, v < 0 ? (uint32_t)(-v) : (uint32_t)v, 10, 0, v < 0, width, pad);
            break;
        }
        case 'u':
            out_num(o, va_arg(ap, uint32_t), 10, 0, 0, width, pad);
            break;
        case 'x':
        case 'X':
            out_num(o, va_arg(ap, uint32_t), 16, *fmt == 'X', 0, width, pad);
            break;
        case 'c':
            out_c(o, (char)va_arg(ap, int));
            break;
        case 's': {
            const char *s = va_arg(ap, const char *);
            int n = 0;
            if (!s)
                s = "(null)";
            while (s[n])
                n++;
            while (width-- > n)
                out_c(o, ' ');
            while (*s)
                out_c(o, *s++);
            break;
        }
        case '%':
            out_c(o, '%');
            break;
        case '\0':
            return (int)o->len;
        default:
            out_c(o, '%');
            out_c(o, *fmt);
            break;
        }
    }
    return (int)o->len;
}

int kvsnprintf(char *buf, unsigned size, const char *fmt, va_list ap)
{
    struct out o = { buf, size, 0 };
    int n = do_format(&o, fmt, ap);
    if (buf && size)
        buf[o.len < size ? o.len : size - 1] = '\0';
    return n;
}

int ksnprintf(char *buf, unsigned size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = kvsnprintf(buf, size, fmt, ap);
    va_end(ap);
    return n;
}

int kprintf(const char *fmt, ...)
{
    struct out o = { 0, 0, 0 };
    va_list ap;
    va_start(ap, fmt);
    int n = do_format(&o, fmt, ap);
    va_end(ap);
    return n;
}
