/* string.c -- string and memory helpers for freestanding code */
#include "klibc.h"

u32 kstrlen(const char *s)
{
    u32 n = 0;
    while (s[n])
        n++;
    return n;
}

int kstrcmp(const char *a, const char *b)
{
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (int)(u8)*a - (int)(u8)*b;
}

int kstrncmp(const char *a, const char *b, u32 n)
{
    for (; n; n--, a++, b++) {
        if (*a != *b)
            return (int)(u8)*a - (int)(u8)*b;
        if (!*a)
            return 0;
    }
    return 0;
}

char *kstrchr(const char *s, int c)
{
    for (; *s; s++)
        if (*s == (char)c)
            return (char *)s;
    return c ? NULL : (char *)s;
}

void *kmemset(void *d, int c, u32 n)
{
    u8 *p = d;
    while (n--)
        *p++ = (u8)c;
    return d;
}

void *kmemcpy(void *d, const void *s, u32 n)
{
    u8 *p = d;
    const u8 *q = s;
    while (n--)
        *p++ = *q++;
    return d;
}

/* unsigned conversion; base 0 accepts 0x.. (hex) and plain decimal */
u32 kstrtou(const char *s, const char **end, int base)
{
    u32 v = 0;
    if (base == 0) {
        if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
            base = 16;
            s += 2;
        } else {
            base = 10;
        }
    }
    for (;; s++) {
        int d;
        if (*s >= '0' && *s <= '9')
            d = *s - '0';
        else if (*s >= 'a' && *s <= 'f')
            d = *s - 'a' + 10;
        else if (*s >= 'A' && *s <= 'F')
            d = *s - 'A' + 10;
        else
            break;
        if (d >= base)
            break;
        v = v * (u32)base + (u32)d;
    }
    if (end)
        *end = s;
    return v;
}
