/* divdi3.c -- 64-bit unsigned division for toolchains without libgcc.
 *
 * A hand-built i686-elf toolchain only has libgcc when `make
 * all-target-libgcc` was run as well; the 2012 build notes (docs/) skipped
 * that step, so the kernel carried its own __udivdi3/__umoddi3.  The
 * Makefile links this archive after libgcc: symbols libgcc provides win,
 * this archive only fills the gaps.
 *
 * The kernel divides 64-bit values only by 32-bit quantities (page counts,
 * frame counts, 10 for decimal output), so the divisor is assumed to fit
 * in 32 bits.
 */

typedef unsigned int       u32;
typedef unsigned long long u64;

u64 __udivdi3(u64 n, u64 d);
u64 __umoddi3(u64 n, u64 d);

/* 64-by-32 long division with two 32-bit divl steps. */
static u64 udiv64_32(u64 n, u32 d, u32 *rem)
{
    u32 hi = (u32)(n >> 32), lo = (u32)n;
    u32 qhi = hi / d;
    u32 r = hi % d;
    u32 qlo;

    /* r < d, so (r:lo) / d fits in 32 bits */
    __asm__ ("divl %4" : "=a"(qlo), "=d"(r) : "a"(lo), "d"(r), "rm"(d));
    if (rem)
        *rem = r;
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
        return udiv64_32(n, (u32)d, 0);
    return udiv64_64(n, d, 0);
}

/* 2^32 mod d without a 64-bit divide. */
static u32 pow32_mod(u32 d)
{
    return 0xFFFFFFFFu % d;
}

/*
 * The PRNG reduces every draw with a 64-bit modulo (60,000 draws per run),
 * so the remainder avoids the divl sequence:
 *     n mod d = (hi * (2^32 mod d) + lo) mod d,   hi, lo = halves of n,
 * reduced term by term so that every product stays below 2^32 for
 * d < 2^16.
 */
u64 __umoddi3(u64 n, u64 d)
{
    u32 dd = (u32)d, hi, lo;

    if ((d >> 32) != 0 || dd >= 0x10000u) {
        u64 r;
        udiv64_64(n, d, &r);
        return r;
    }
    hi = (u32)(n >> 32) % dd;
    lo = (u32)n % dd;
    return (u64)((hi * pow32_mod(dd) + lo) % dd);
}
