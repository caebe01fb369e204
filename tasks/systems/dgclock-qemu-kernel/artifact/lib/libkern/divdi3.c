/* divdi3.c -- 64-bit unsigned division helpers (__udivdi3, __umoddi3).
 *
 * gcc turns every 64-bit `/` and `%` of a 32-bit target into calls to
 * these.  The kernel divides 64-bit values only by 32-bit quantities
 * (the PRNG's ranges, 10 for decimal output); a generic shift-and-subtract
 * path handles anything wider.
 */

typedef unsigned int       u32;
typedef unsigned long long u64;

u64 __udivdi3(u64 n, u64 d);
u64 __umoddi3(u64 n, u64 d);

/* 64-by-32 long division with two 32-bit divl steps. */
static u64 udiv64_32(u64 n, u32 d)
{
    u32 hi = (u32)(n >> 32), lo = (u32)n;
    u32 qhi = hi / d;
    u32 r = hi % d;
    u32 qlo;

    /* r < d, so (r:lo) / d fits in 32 bits */
    __asm__ ("divl %4" : "=a"(qlo), "=d"(r) : "a"(lo), "d"(r), "rm"(d));
    return ((u64)qhi << 32) | qlo;
}

/* Generic shift-and-subtract for a divisor wider than 32 bits. */
static u64 udiv64_64(u64 n, u64 d, u64 *rem)
{
    u64 q = 0, bit = 1;

    if (d == 0)
        return 0;                       /* the kernel never divides by 0 */
    while (!(d >> 63) && d < n) {
        d <<= 1;
        bit <<= 1;
    }
    while (bit) {
        if (n >= d) {
            n -= d;
            q |= bit;
        }
        d >>= 1;
        bit >>= 1;
    }
    if (rem)
        *rem = n;
    return q;
}

u64 __udivdi3(u64 n, u64 d)
{
    if ((d >> 32) == 0 && d != 0)
        return udiv64_32(n, (u32)d);
    return udiv64_64(n, d, 0);
}

/*
 * The PRNG reduces every draw with a 64-bit modulo, several hundred
 * thousand times per boot, so the remainder skips the quotient: Horner's
 * rule over the four 16-bit digits of n,
 *     r <- (r * 2^16 + digit) mod d,
 * one division per digit.
 */
static u32 umod64_32(u64 n, u32 d)
{
    unsigned long r = 0;
    int s;

    for (s = 48; s >= 0; s -= 16)
        r = ((r << 16) | (unsigned long)((n >> s) & 0xFFFFu)) % d;
    return (u32)r;
}

u64 __umoddi3(u64 n, u64 d)
{
    u64 r = 0;

    if ((d >> 32) == 0 && d != 0)
        return umod64_32(n, (u32)d);
    udiv64_64(n, d, &r);
    return r;
}
