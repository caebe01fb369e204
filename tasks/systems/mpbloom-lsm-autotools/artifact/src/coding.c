/* coding.c - varint helpers (fixed-width helpers are inline in coding.h) */
#include "config.h"
#include "coding.h"

int put_varint64(unsigned char *p, uint64_t v)
{
    int n = 0;
    while (v >= 0x80) {
        p[n++] = (unsigned char)(v | 0x80);
        v >>= 7;
    }
    p[n++] = (unsigned char)v;
    return n;
}

int get_varint64(const unsigned char *p, const unsigned char *end, uint64_t *v)
{
    uint64_t r = 0;
    int shift = 0, n = 0;
    while (p + n < end && shift <= 63) {
        unsigned char b = p[n++];
        r |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80)) {
            *v = r;
            return n;
        }
        shift += 7;
    }
    return -1;
}
