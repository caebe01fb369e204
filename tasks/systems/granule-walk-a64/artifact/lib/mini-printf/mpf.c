/* mini-printf: formatted output into a buffer or through a callback. */
#include "mpf.h"

struct sink {
	mpf_putc_fn put;
	void *arg;
	char *buf;
	unsigned long size;
	unsigned long len;
};

static void emit(struct sink *s, char c)
{
	if (s->put)
		s->put(c, s->arg);
	else if (s->len + 1 < s->size)
		s->buf[s->len] = c;
	s->len++;
}

static void emit_uint(struct sink *s, unsigned long long v, unsigned base,
		      int width, char pad)
{
	char tmp[24];
	int n = 0;

	do {
		unsigned d = (unsigned)(v % base);
		tmp[n++] = (char)(d < 10 ? '0' + d : 'a' + d - 10);
		v /= base;
	} while (v);
	while (width-- > n)
		emit(s, pad);
	while (n--)
		emit(s, tmp[n]);
}

#ifndef MPF_NO_FLOAT
static void emit_double(struct sink *s, double v)
{
	unsigned long long ip, fp;
	int i;

	if (v < 0) {
		emit(s, '-');
		v = -v;
	}
	ip = (unsigned long long)v;
	v -= (double)ip;
	for (i = 0; i < 6; i++)
		v *= 10.0;
	fp = (unsigned long long)(v + 0.5);
	if (fp >= 1000000ULL) {
		ip++;
		fp -= 1000000ULL;
	}
	emit_uint(s, ip, 10, 0, ' ');
	emit(s, '.');
	emit_uint(s, fp, 10, 6, '0');
}
#endif

static int format(struct sink *s, const char *fmt, va_list ap)
{
	for (; *fmt; fmt++) {
		int width = 0, lng = 0;
		char pad = ' ';

		if (*fmt != '%') {
			emit(s, *fmt);
			continue;
		}
		fmt++;
		if (*fmt == '0') {
			pad = '0';
			fmt++;
		}
		while (*fmt >= '0' && *fmt <= '9')
			width = width * 10 + (*fmt++ - '0');
		while (*fmt == 'l') {
			lng++;
			fmt++;
		}
		switch (*fmt) {
		case 'd': {
			long long v = lng ? va_arg(ap, long long) : va_arg(ap, int);
			if (v < 0) {
				emit(s, '-');
				v = -v;
			}
			emit_uint(s, (unsigned long long)v, 10, width, pad);
			break;
		}
		case 'u':
			emit_uint(s, lng ? va_arg(ap, unsigned long long)
				       : va_arg(ap, unsigned), 10, width, pad);
			break;
		case 'x':
			emit_uint(s, lng ? va_arg(ap, unsigned long long)
				       : va_arg(ap, unsigned), 16, width, pad);
			break;
		case 's': {
			const char *p = va_arg(ap, const char *);
			while (p && *p)
				emit(s, *p++);
			break;
		}
		case 'c':
			emit(s, (char)va_arg(ap, int));
			break;
#ifndef MPF_NO_FLOAT
		case 'f':
			emit_double(s, va_arg(ap, double));
			break;
#endif
		case '%':
			emit(s, '%');
			break;
		default:
			emit(s, '%');
			if (*fmt)
				emit(s, *fmt);
			else
				fmt--;
		}
	}
	return (int)s->len;
}

int mpf_vsnprintf(char *buf, unsigned long size, const char *fmt, va_list ap)
{
	struct sink s = { 0, 0, buf, size, 0 };
	int n = format(&s, fmt, ap);

	if (size)
		buf[s.len < size ? s.len : size - 1] = '\0';
	return n;
}

int mpf_snprintf(char *buf, unsigned long size, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = mpf_vsnprintf(buf, size, fmt, ap);
	va_end(ap);
	return n;
}

int mpf_vcbprintf(mpf_putc_fn put, void *arg, const char *fmt, va_list ap)
{
	struct sink s = { put, arg, 0, 0, 0 };

	return format(&s, fmt, ap);
}
