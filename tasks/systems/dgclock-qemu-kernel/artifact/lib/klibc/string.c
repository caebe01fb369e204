/* string.c -- memory and string helpers (tinyk klibc). */
#include "klibc.h"

void *kmemset(void *dst, int c, k_size_t n)
{
    unsigned char *d = (unsigned char *)dst;
    unsigned int word = (unsigned char)c;

    word |= word << 8;
    word |= word << 16;
    /* byte steps up to a word boundary, then words, then the tail */
    while (n && ((unsigned int)d & 3)) {
        *d++ = (unsigned char)c;
        n--;
    }
    while (n >= 4) {
        *(unsigned int *)d = word;
        d += 4;
        n -= 4;
    }
    while (n--)
        *d++ = (unsigned char)c;
    return dst;
}

void *kmemcpy(void *dst, const void *src, k_size_t n)
{
    unsigned char *d = (unsigned char *)dst;
    const unsigned char *s = (const unsigned char *)src;

    if ((((unsigned int)d | (unsigned int)s) & 3) == 0) {
        while (n >= 4) {
            *(unsigned int *)d = *(const unsigned int *)s;
            d += 4;
            s += 4;
            n -= 4;
        }
    }
    while (n--)
        *d++ = *s++;
    return dst;
}

int kmemcmp(const void *a, const void *b, k_size_t n)
{
    const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;
    for (; n; n--, x++, y++)
        if (*x != *y)
            return *x < *y ? -1 : 1;
    return 0;
}

k_size_t kstrlen(const char *s)
{
    const char *p = s;
    while (*p)
        p++;
    return (k_size_t)(p - s);
}

k_size_t kstrnlen(const char *s, k_size_t max)
{
    k_size_t n = 0;
    while (n < max && s[n])
        n++;
    return n;
}

int kstrcmp(const char *a, const char *b)
{
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

int kstrncmp(const char *a, const char *b, k_size_t n)
{
    for (; n; n--, a++, b++) {
        if (*a != *b)
            return (unsigned char)*a - (unsigned char)*b;
        if (!*a)
            break;
    }
    return 0;
}

char *kstrchr(const char *s, int c)
{
    for (;; s++) {
        if (*s == (char)c)
            return (char *)s;
        if (!*s)
            return K_NULL;
    }
}

/* BSD strlcpy: always terminates, returns strlen(src). */
k_size_t kstrlcpy(char *dst, const char *src, k_size_t size)
{
    k_size_t len = kstrlen(src);
    if (size) {
        k_size_t n = len < size - 1 ? len : size - 1;
        kmemcpy(dst, src, n);
        dst[n] = 0;
    }
    return len;
}

int kisdigit(int c)
{
    return c >= '0' && c <= '9';
}

int kisspace(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static int digit_value(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    return 99;
}

/* Unsigned conversion; base 0 accepts 0x.. (hex) and decimal.  Stops at
 * the first character that is not a digit of the base; no overflow check
 * (the kernel's arguments are small). */
k_u64 kstrtou64(const char *s, const char **end, int base)
{
    k_u64 v = 0;
    int d;

    while (kisspace(*s))
        s++;
    if ((base == 0 || base == 16) && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        s += 2;
        base = 16;
    }
    if (base == 0)
        base = 10;
    while ((d = digit_value(*s)) < base) {
        v = v * (k_u64)base + (k_u64)d;
        s++;
    }
    if (end)
        *end = s;
    return v;
}
