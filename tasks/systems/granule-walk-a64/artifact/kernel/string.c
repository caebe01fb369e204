/* string.c - freestanding memory and string routines.
 *
 * gcc may emit calls to memset/memcpy for structure initialisation even
 * with -ffreestanding, so these must exist with the standard names. */
#include "string.h"

void *memset(void *s, int c, size_t n)
{
	u8 *p = s;

	while (n && ((uintptr_t)p & 7)) {
		*p++ = (u8)c;
		n--;
	}
	if (n >= 8) {
		u64 v = (u8)c;
		v |= v << 8;
		v |= v << 16;
		v |= v << 32;
		while (n >= 8) {
			*(u64 *)p = v;
			p += 8;
			n -= 8;
		}
	}
	while (n--)
		*p++ = (u8)c;
	return s;
}

void *memcpy(void *dst, const void *src, size_t n)
{
	u8 *d = dst;
	const u8 *s = src;

	while (n--)
		*d++ = *s++;
	return dst;
}

int memcmp(const void *a, const void *b, size_t n)
{
	const u8 *x = a, *y = b;

	for (; n; n--, x++, y++)
		if (*x != *y)
			return *x < *y ? -1 : 1;
	return 0;
}

size_t strlen(const char *s)
{
	size_t n = 0;

	while (s[n])
		n++;
	return n;
}

int strcmp(const char *a, const char *b)
{
	while (*a && *a == *b) {
		a++;
		b++;
	}
	return (u8)*a - (u8)*b;
}

int strncmp(const char *a, const char *b, size_t n)
{
	for (; n; n--, a++, b++) {
		if (*a != *b)
			return (u8)*a - (u8)*b;
		if (!*a)
			return 0;
	}
	return 0;
}

char *strchr(const char *s, int c)
{
	for (; *s; s++)
		if (*s == (char)c)
			return (char *)s;
	return c == 0 ? (char *)s : NULL;
}

/* Decimal, or hexadecimal with a 0x prefix; stops at the first non-digit. */
u64 parse_u64(const char *s, const char **end)
{
	u64 v = 0;

	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		s += 2;
		for (;;) {
			char c = *s;
			unsigned d;
			if (c >= '0' && c <= '9')
				d = (unsigned)(c - '0');
			else if (c >= 'a' && c <= 'f')
				d = (unsigned)(c - 'a' + 10);
			else if (c >= 'A' && c <= 'F')
				d = (unsigned)(c - 'A' + 10);
			else
				break;
			v = (v << 4) | d;
			s++;
		}
	} else {
		while (*s >= '0' && *s <= '9')
			v = v * 10 + (u64)(*s++ - '0');
	}
	if (end)
		*end = s;
	return v;
}

/* Is `word` (wlen bytes) one of the comma-separated items of `list`? */
bool str_in_list(const char *word, size_t wlen, const char *list)
{
	const char *p = list;

	while (*p) {
		const char *q = p;
		while (*q && *q != ',')
			q++;
		if ((size_t)(q - p) == wlen && !strncmp(p, word, wlen))
			return true;
		p = *q ? q + 1 : q;
	}
	return false;
}
