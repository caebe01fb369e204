/* kprintf.c -- a small printf for freestanding kernels.
 *
 * Supported: %d %i %u %x %X %o %c %s %p %%, flags '-', '0', '+', ' ',
 * a field width (number or '*'), a precision for strings and integers,
 * and the length modifiers l and ll (u64 values are printed without
 * 64-bit division: the digits are produced by repeated halving, so no
 * libgcc helper is needed).
 */
#include "klibc.h"

extern void serial_putc(char c);

struct spec {
    int left, zero, plus, space, alt;
    int width, prec;
    int len;            /* 0: int, 1: long, 2: long long */
};

static void pad(kputc_fn out, void *arg, char c, int n, int *count)
{
    while (n-- > 0) {
        out(c, arg);
        (*count)++;
    }
}

/* u64 / base without __udivdi3: long division bit by bit */
static u64 divmod64(u64 n, u32 base, u32 *rem)
{
    u64 q = 0;
    u64 r = 0;
    int i;
    for (i = 63; i >= 0; i--) {
        r = (r << 1) | ((n >> i) & 1);
        if (r >= base) {
            r -= base;
            q |= (u64)1 << i;
        }
    }
    *rem = (u32)r;
    return q;
}

static int utoa(char *buf, u64 v, u32 base, int upper)
{
    const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    char tmp[24];
    int n = 0, i;
    u32 r;
    if (v == 0)
        tmp[n++] = '0';
    while (v) {
        if (v >> 32) {
            v = divmod64(v, base, &r);
        } else {
            u32 w = (u32)v;
            r = w % base;
            v = w / base;
        }
        tmp[n++] = digits[r];
    }
    for (i = 0; i < n; i++)
        buf[i] = tmp[n - 1 - i];
    return n;
}

static void emit_number(kputc_fn out, void *arg, const struct spec *sp, u64 v, int neg,
                        u32 base, int upper, int *count)
{
    char digits[24];
    char sign = 0;
    int nd = utoa(digits, v, base, upper);
    int zeros = 0, total, i;

    if (sp->prec == 0 && v == 0)
        nd = 0;
    if (neg)
        sign = '-';
    else if (sp->plus)
        sign = '+';
    else if (sp->space)
        sign = ' ';
    if (sp->prec > nd)
        zeros = sp->prec - nd;
    total = nd + zeros + (sign ? 1 : 0);
    if (sp->alt && base == 16 && v)
        total += 2;
    if (!sp->left && sp->zero && sp->prec < 0 && sp->width > total) {
        zeros += sp->width - total;
        total = sp->width;
    }
    if (!sp->left)
        pad(out, arg, ' ', sp->width - total, count);
    if (sign) {
        out(sign, arg);
        (*count)++;
    }
    if (sp->alt && base == 16 && v) {
        out('0', arg);
        out(upper ? 'X' : 'x', arg);
        *count += 2;
    }
    pad(out, arg, '0', zeros, count);
    for (i = 0; i < nd; i++) {
        out(digits[i], arg);
        (*count)++;
    }
    if (sp->left)
        pad(out, arg, ' ', sp->width - total, count);
}

int kvformat(kputc_fn out, void *arg, const char *fmt, va_list ap)
{
    int count = 0;
    for (; *fmt; fmt++) {
        struct spec sp;
        if (*fmt != '%') {
            out(*fmt, arg);
            count++;
            continue;
        }
        kmemset(&sp, 0, sizeof sp);
        sp.prec = -1;
        for (fmt++;; fmt++) {
            if (*fmt == '-')
                sp.left = 1;
            else if (*fmt == '0')
                sp.zero = 1;
            else if (*fmt == '+')
                sp.plus = 1;
            else if (*fmt == ' ')
                sp.space = 1;
            else if (*fmt == '#')
                sp.alt = 1;
            else
                break;
        }
        if (*fmt == '*') {
            sp.width = va_arg(ap, int);
            if (sp.width < 0) {
                sp.left = 1;
                sp.width = -sp.width;
            }
            fmt++;
        } else {
            while (*fmt >= '0' && *fmt <= '9')
                sp.width = sp.width * 10 + (*fmt++ - '0');
        }
        if (*fmt == '.') {
            sp.prec = 0;
            fmt++;
            if (*fmt == '*') {
                sp.prec = va_arg(ap, int);
                fmt++;
            } else {
                while (*fmt >= '0' && *fmt <= '9')
                    sp.prec = sp.prec * 10 + (*fmt++ - '0');
            }
        }
        while (*fmt == 'l') {
            sp.len++;
            fmt++;
        }
        switch (*fmt) {
        case 'd':
        case 'i': {
            long long v = sp.len >= 2 ? va_arg(ap, long long) : sp.len == 1 ? va_arg(ap, long) : va_arg(ap, int);
            int neg = v < 0;
            emit_number(out, arg, &sp, neg ? (u64)(-(v + 1)) + 1 : (u64)v, neg, 10, 0, &count);
            break;
        }
        case 'u':
        case 'x':
        case 'X':
        case 'o': {
            u64 v = sp.len >= 2 ? va_arg(ap, u64) : sp.len == 1 ? va_arg(ap, unsigned long) : va_arg(ap, u32);
            u32 base = *fmt == 'u' ? 10 : *fmt == 'o' ? 8 : 16;
            emit_number(out, arg, &sp, v, 0, base, *fmt == 'X', &count);
            break;
        }
        case 'p': {
            struct spec ps = sp;
            ps.alt = 1;
            emit_number(out, arg, &ps, (u32)va_arg(ap, void *), 0, 16, 0, &count);
            break;
        }
        case 'c': {
            char c = (char)va_arg(ap, int);
            if (!sp.left)
                pad(out, arg, ' ', sp.width - 1, &count);
            out(c, arg);
            count++;
            if (sp.left)
                pad(out, arg, ' ', sp.width - 1, &count);
            break;
        }
        case 's': {
            const char *s = va_arg(ap, const char *);
            int n;
            if (!s)
                s = "(null)";
            n = (int)kstrlen(s);
            if (sp.prec >= 0 && sp.prec < n)
                n = sp.prec;
            if (!sp.left)
                pad(out, arg, ' ', sp.width - n, &count);
            for (int i = 0; i < n; i++)
                out(s[i], arg);
            count += n;
            if (sp.left)
                pad(out, arg, ' ', sp.width - n, &count);
            break;
        }
        case '%':
            out('%', arg);
            count++;
            break;
        case 0:
            return count;
        default:            /* unknown conversion: print it as is */
            out('%', arg);
            out(*fmt, arg);
            count += 2;
            break;
        }
    }
    return count;
}

static void out_serial(char c, void *arg)
{
    (void)arg;
    if (c == '\n')
        serial_putc('\r');
    serial_putc(c);
}

int kprintf(const char *fmt, ...)
{
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = kvformat(out_serial, NULL, fmt, ap);
    va_end(ap);
    return n;
}

struct bufout {
    char *buf;
    u32 size, pos;
};

static void out_buf(char c, void *arg)
{
    struct bufout *b = arg;
    if (b->pos + 1 < b->size)
        b->buf[b->pos] = c;
    b->pos++;
}

int ksnprintf(char *buf, u32 size, const char *fmt, ...)
{
    struct bufout b;
    va_list ap;
    int n;
    b.buf = buf;
    b.size = size;
    b.pos = 0;
    va_start(ap, fmt);
    n = kvformat(out_buf, &b, fmt, ap);
    va_end(ap);
    if (size)
        buf[b.pos < size ? b.pos : size - 1] = 0;
    return n;
}
