/* printk.c - a small vsnprintf: %d %i %u %x %X %p %s %c %%, with the
 * flags '0' and '-', a field width and the length modifiers l, ll, z.
 * There is deliberately no %f: see fmt_ratio(). */
#include "printk.h"
#include "uart.h"
#include "string.h"

struct outbuf {
	char *buf;
	size_t size;
	size_t len;
};

static void out_c(struct outbuf *o, char c)
{
	if (o->len + 1 < o->size)
		o->buf[o->len] = c;
	o->len++;
}

static void out_num(struct outbuf *o, u64 v, unsigned base, bool upper,
		    bool neg, int width, bool zero, bool left)
{
	char tmp[24];
	const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
	int n = 0, pad;

	do {
		tmp[n++] = digits[v % base];
		v /= base;
	} while (v);
	if (neg)
		tmp[n++] = '-';
	pad = width > n ? width - n : 0;
	if (!left && !zero)
		while (pad--)
			out_c(o, ' ');
	if (!left && zero) {
		if (neg) {
			out_c(o, '-');
			n--;
		}
		while (pad--)
			out_c(o, '0');
	}
	while (n--)
		out_c(o, tmp[n]);
	if (left)
		while (pad-- > 0)
			out_c(o, ' ');
}

int vsnprintk(char *buf, size_t size, const char *fmt, va_list ap)
{
	struct outbuf o = { buf, size, 0 };

	for (; *fmt; fmt++) {
		bool zero = false, left = false;
		int width = 0, lng = 0;

		if (*fmt != '%') {
			out_c(&o, *fmt);
			continue;
		}
		fmt++;
		for (;; fmt++) {
			if (*fmt == '0')
				zero = true;
			else if (*fmt == '-')
				left = true;
			else
				break;
		}
		while (*fmt >= '0' && *fmt <= '9')
			width = width * 10 + (*fmt++ - '0');
		while (*fmt == 'l' || *fmt == 'z') {
			lng++;
			fmt++;
		}
		switch (*fmt) {
		case 'd':
		case 'i': {
			s64 v = lng ? va_arg(ap, s64) : va_arg(ap, int);
			bool neg = v < 0;
			out_num(&o, neg ? (u64)(-v) : (u64)v, 10, false, neg,
				width, zero, left);
			break;
		}
		case 'u':
			out_num(&o, lng ? va_arg(ap, u64) : va_arg(ap, unsigned),
				10, false, false, width, zero, left);
			break;
		case 'x':
		case 'X':
			out_num(&o, lng ? va_arg(ap, u64) : va_arg(ap, unsigned),
				16, *fmt == 'X', false, width, zero, left);
			break;
		case 'p':
			out_c(&o, '0');
			out_c(&o, 'x');
			out_num(&o, (u64)(uintptr_t)va_arg(ap, void *), 16,
				false, false, 16, true, false);
			break;
		case 's': {
			const char *s = va_arg(ap, const char *);
			int n;
			if (!s)
				s = "(null)";
			n = (int)strlen(s);
			if (!left)
				while (width-- > n)
					out_c(&o, ' ');
			while (*s)
				out_c(&o, *s++);
			if (left)
				while (width-- > n)
					out_c(&o, ' ');
			break;
		}
		case 'c':
			out_c(&o, (char)va_arg(ap, int));
			break;
		case '%':
			out_c(&o, '%');
			break;
		case '\0':
			fmt--;
			break;
		default:
			out_c(&o, '%');
			out_c(&o, *fmt);
		}
	}
	if (o.size)
		o.buf[o.len < o.size ? o.len : o.size - 1] = '\0';
	return (int)o.len;
}

int snprintk(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintk(buf, size, fmt, ap);
	va_end(ap);
	return n;
}

int printk(const char *fmt, ...)
{
	char line[256];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintk(line, sizeof(line), fmt, ap);
	va_end(ap);
	uart_puts(line);
	return n;
}

void fmt_ratio(char *buf, size_t size, u64 num, u64 den, int digits)
{
	u64 scale = 1, q, ip, fp;
	int i;

	for (i = 0; i < digits; i++)
		scale *= 10;
	if (!den) {
		snprintk(buf, size, "nan");
		return;
	}
	q = (num * scale * 2 + den) / (den * 2);   /* round half up */
	ip = q / scale;
	fp = q % scale;
	if (digits) {
		char frac[24];
		int n = digits;
		frac[n] = '\0';
		while (n--) {
			frac[n] = (char)('0' + fp % 10);
			fp /= 10;
		}
		snprintk(buf, size, "%llu.%s", ip, frac);
	} else {
		snprintk(buf, size, "%llu", ip);
	}
}
