/*
 * schedlab: a small printf engine shared by kprintf and ksnprintf.
 *
 * Supports %d %i %u %x %X %p %s %c %% with the l and ll length modifiers,
 * a field width and the '0' and '-' flags.  No floating point: the kernel is
 * integer-only (M-mode never enables the FPU).
 */
#include "types.h"
#include "console.h"

static const char digits_lower[] = "0123456789abcdef";
static const char digits_upper[] = "0123456789ABCDEF";

struct fmtspec {
    int  width;
    bool zero;
    bool left;
    int  lng;
};

static int emit_padded(void (*sink)(void *, char), void *arg,
                       const char *s, int len, const struct fmtspec *sp)
{
    int n = 0;
    int pad = sp->width > len ? sp->width - len : 0;
    if (!sp->left)
        while (pad-- > 0) { sink(arg, sp->zero ? '0' : ' '); n++; }
    for (int i = 0; i < len; i++) { sink(arg, s[i]); n++; }
    if (sp->left)
        while (pad-- > 0) { sink(arg, ' '); n++; }
    return n;
}

static int emit_number(void (*sink)(void *, char), void *arg, uint64 v,
                       int base, bool neg, bool upper, const struct fmtspec *sp)
{
    char buf[24];
    int i = sizeof(buf);
    const char *dig = upper ? digits_upper : digits_lower;
    if (v == 0)
        buf[--i] = '0';
    while (v) {
        buf[--i] = dig[v % base];
        v /= base;
    }
    if (neg) {
        if (sp->zero && sp->width > 0) {
            sink(arg, '-');
            struct fmtspec s2 = *sp;
            s2.width--;
            return 1 + emit_padded(sink, arg, buf + i, sizeof(buf) - i, &s2);
        }
        buf[--i] = '-';
    }
    return emit_padded(sink, arg, buf + i, sizeof(buf) - i, sp);
}

int __kformat(void (*sink)(void *, char), void *arg, const char *fmt, va_list ap)
{
    int n = 0;
    for (; *fmt; fmt++) {
        if (*fmt != '%') {
            sink(arg, *fmt);
            n++;
            continue;
        }
        struct fmtspec sp = {0, false, false, 0};
        fmt++;
        for (;; fmt++) {
            if (*fmt == '0') sp.zero = true;
            else if (*fmt == '-') sp.left = true;
            else break;
        }
        while (*fmt >= '0' && *fmt <= '9')
            sp.width = sp.width * 10 + (*fmt++ - '0');
        while (*fmt == 'l') { sp.lng++; fmt++; }

        switch (*fmt) {
        case 'd':
        case 'i': {
            int64 v = sp.lng ? va_arg(ap, int64) : va_arg(ap, int);
            n += emit_number(sink, arg, v < 0 ? -(uint64)v : (uint64)v, 10,
                             v < 0, false, &sp);
            break;
        }
        case 'u': {
            uint64 v = sp.lng ? va_arg(ap, uint64) : va_arg(ap, unsigned);
            n += emit_number(sink, arg, v, 10, false, false, &sp);
            break;
        }
        case 'x':
        case 'X': {
            uint64 v = sp.lng ? va_arg(ap, uint64) : va_arg(ap, unsigned);
            n += emit_number(sink, arg, v, 16, false, *fmt == 'X', &sp);
            break;
        }
        case 'p': {
            uint64 v = (uint64)va_arg(ap, void *);
            sink(arg, '0'); sink(arg, 'x'); n += 2;
            struct fmtspec s2 = {16, true, false, 2};
            n += emit_number(sink, arg, v, 16, false, false, &s2);
            break;
        }
        case 's': {
            const char *s = va_arg(ap, const char *);
            if (!s) s = "(null)";
            int len = 0;
            while (s[len]) len++;
            n += emit_padded(sink, arg, s, len, &sp);
            break;
        }
        case 'c': {
            char c = (char)va_arg(ap, int);
            n += emit_padded(sink, arg, &c, 1, &sp);
            break;
        }
        case '%':
            sink(arg, '%');
            n++;
            break;
        case '\0':
            return n;
        default:
            sink(arg, '%');
            sink(arg, *fmt);
            n += 2;
            break;
        }
    }
    return n;
}

struct snbuf {
    char  *buf;
    size_t cap;
    size_t len;
};

static void sn_sink(void *arg, char c)
{
    struct snbuf *b = arg;
    if (b->len + 1 < b->cap)
        b->buf[b->len] = c;
    b->len++;
}

int kvsnprintf(char *buf, size_t n, const char *fmt, va_list ap)
{
    struct snbuf b = {buf, n, 0};
    int r = __kformat(sn_sink, &b, fmt, ap);
    if (n)
        buf[b.len < n ? b.len : n - 1] = '\0';
    return r;
}

int ksnprintf(char *buf, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = kvsnprintf(buf, n, fmt, ap);
    va_end(ap);
    return r;
}
