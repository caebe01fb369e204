/* schedlab: tiny user-mode printf on top of u_write. */
#include "types.h"
#include "user.h"

USER static uint64 u_strlen(const char *s)
{
    uint64 n = 0;
    while (s[n])
        n++;
    return n;
}

USER void u_puts(const char *s)
{
    u_write(1, s, u_strlen(s));
}

USER static int u_fmt_num(char *out, uint64 v, int base)
{
    char tmp[24];
    int n = 0, len = 0;
    do {
        int d = v % base;
        tmp[n++] = d < 10 ? '0' + d : 'a' + d - 10;
        v /= base;
    } while (v);
    while (n)
        out[len++] = tmp[--n];
    return len;
}

/* %d %u %x %s %c only; output is assembled in one buffer so that a line is
 * one write() */
USER void u_printf(const char *fmt, ...)
{
    char buf[160];
    int len = 0;
    va_list ap;
    va_start(ap, fmt);
    for (; *fmt && len < (int)sizeof(buf) - 24; fmt++) {
        if (*fmt != '%') {
            buf[len++] = *fmt;
            continue;
        }
        fmt++;
        switch (*fmt) {
        case 'd': {
            long v = va_arg(ap, long);
            if (v < 0) {
                buf[len++] = '-';
                v = -v;
            }
            len += u_fmt_num(buf + len, (uint64)v, 10);
            break;
        }
        case 'u':
            len += u_fmt_num(buf + len, va_arg(ap, uint64), 10);
            break;
        case 'x':
            len += u_fmt_num(buf + len, va_arg(ap, uint64), 16);
            break;
        case 's': {
            const char *s = va_arg(ap, const char *);
            while (*s && len < (int)sizeof(buf) - 1)
                buf[len++] = *s++;
            break;
        }
        case 'c':
            buf[len++] = (char)va_arg(ap, int);
            break;
        default:
            buf[len++] = *fmt;
            break;
        }
    }
    va_end(ap);
    u_write(1, buf, len);
}
