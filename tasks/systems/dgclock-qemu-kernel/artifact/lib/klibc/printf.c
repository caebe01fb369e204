/* printf.c -- a small formatter (tinyk klibc).
 *
 * Supports %d %i %u %x %X %c %s %p %%, the flags '-' and '0', a field
 * width (digits or '*') and the length modifiers l and ll.  Decimal
 * conversion of 64-bit values divides by 10 once per digit and derives
 * the digit from the quotient (one libgcc call per digit instead of two).
 */
#include "klibc.h"

struct spec {
    int left;       /* '-' */
    int zero;       /* '0' */
    int width;
    int lng;        /* 0, 1 (l), 2 (ll) */
};

static int emit_padded(kputc_fn out, void *arg, const char *s, int len,
                       const struct spec *sp, int neg)
{
    int n = 0, pad = sp->width - len - (neg ? 1 : 0);

    if (!sp->left && !sp->zero)
        for (; pad > 0; pad--, n++)
            out(' ', arg);
    if (neg) {
        out('-', arg);
        n++;
    }
    if (!sp->left && sp->zero)
        for (; pad > 0; pad--, n++)
            out('0', arg);
    for (; len > 0; len--, n++)
        out(*s++, arg);
    for (; pad > 0; pad--, n++)
        out(' ', arg);
    return n;
}

static int fmt_unsigned(kputc_fn out, void *arg, k_u64 v, unsigned base, int upper,
                        const struct spec *sp, int neg)
{
    const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    char buf[24];
    int i = sizeof(buf);

    do {
        k_u64 q;
        if (base == 16) {
            buf[--i] = digits[v & 15];
            v >>= 4;
            continue;
        }
        q = v / base;
        buf[--i] = digits[(unsigned)(v - q * base)];
        v = q;
    } while (v);
    return emit_padded(out, arg, buf + i, (int)sizeof(buf) - i, sp, neg);
}

int kvformat(kputc_fn out, void *arg, const char *fmt, k_va_list ap)
{
    int n = 0;

    for (; *fmt; fmt++) {
        struct spec sp = {0, 0, 0, 0};
        k_u64 u;
        k_s64 s;
        const char *str;
        char ch;

        if (*fmt != '%') {
            out(*fmt, arg);
            n++;
            continue;
        }
        fmt++;
        for (;; fmt++) {
            if (*fmt == '-')
                sp.left = 1;
            else if (*fmt == '0')
                sp.zero = 1;
            else
                break;
        }
        if (*fmt == '*') {
            sp.width = k_va_arg(ap, int);
            fmt++;
        } else {
            while (kisdigit(*fmt))
                sp.width = sp.width * 10 + (*fmt++ - '0');
        }
        while (*fmt == 'l') {
            sp.lng++;
            fmt++;
        }
        switch (*fmt) {
        case 'd':
        case 'i':
            if (sp.lng >= 2)
                s = k_va_arg(ap, k_s64);
            else if (sp.lng == 1)
                s = k_va_arg(ap, long);
            else
                s = k_va_arg(ap, int);
            u = s < 0 ? (k_u64)(-(s + 1)) + 1 : (k_u64)s;
            n += fmt_unsigned(out, arg, u, 10, 0, &sp, s < 0);
            break;
        case 'u':
        case 'x':
        case 'X':
            if (sp.lng >= 2)
                u = k_va_arg(ap, k_u64);
            else if (sp.lng == 1)
                u = k_va_arg(ap, unsigned long);
            else
                u = k_va_arg(ap, unsigned int);
            n += fmt_unsigned(out, arg, u, *fmt == 'u' ? 10 : 16, *fmt == 'X', &sp, 0);
            break;
        case 'p':
            u = (unsigned int)k_va_arg(ap, void *);
            out('0', arg);
            out('x', arg);
            sp.zero = 1;
            sp.width = 8;
            n += 2 + fmt_unsigned(out, arg, u, 16, 0, &sp, 0);
            break;
        case 'c':
            ch = (char)k_va_arg(ap, int);
            n += emit_padded(out, arg, &ch, 1, &sp, 0);
            break;
        case 's':
            str = k_va_arg(ap, const char *);
            if (!str)
                str = "(null)";
            n += emit_padded(out, arg, str, (int)kstrlen(str), &sp, 0);
            break;
        case '%':
            out('%', arg);
            n++;
            break;
        case 0:
            return n;
        default:            /* unknown conversion: print it as is */
            out('%', arg);
            out(*fmt, arg);
            n += 2;
            break;
        }
    }
    return n;
}

struct sbuf {
    char *p;
    k_size_t left;
};

static void sbuf_put(char c, void *arg)
{
    struct sbuf *b = (struct sbuf *)arg;
    if (b->left > 1) {
        *b->p++ = c;
        b->left--;
    }
}

int kvsnprintf(char *buf, k_size_t size, const char *fmt, k_va_list ap)
{
    struct sbuf b;
    int n;

    b.p = buf;
    b.left = size;
    n = kvformat(sbuf_put, &b, fmt, ap);
    if (size)
        *b.p = 0;
    return n;
}

int ksnprintf(char *buf, k_size_t size, const char *fmt, ...)
{
    k_va_list ap;
    int n;

    k_va_start(ap, fmt);
    n = kvsnprintf(buf, size, fmt, ap);
    k_va_end(ap);
    return n;
}
