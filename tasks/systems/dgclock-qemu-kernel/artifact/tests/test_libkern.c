/* test_libkern.c -- lib/libkern against the C compiler's own 64-bit
 * division, on random operands (divisors of every width).
 *
 *     make test-libkern
 */
#include <stdio.h>

#include "../lib/libkern/divdi3.c"

static u64 state = 0x2545F4914F6CDD1Dull;

static u64 next(void)
{
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 0x2545F4914F6CDD1Dull;
}

int main(void)
{
    static const u64 fixed[] = { 1, 2, 3, 7, 10, 100, 768, 1024, 65535, 65536, 65537,
                                 1000000, 0xFFFFFFFFull, 0x100000000ull,
                                 0x123456789ull, 0xFFFFFFFFFFFFFFFFull };
    unsigned long i, bad = 0, n_tests = 0;
    int k;

    for (i = 0; i < 200000; i++) {
        u64 n = next(), d;
        if (i < 16 * 1000)
            d = fixed[i % 16];
        else {
            k = (int)(next() % 64) + 1;          /* divisor width 1..64 bits */
            d = next() >> (64 - k);
            if (d == 0)
                d = 1;
        }
        if (__udivdi3(n, d) != n / d || __umoddi3(n, d) != n % d) {
            if (bad++ < 5)
                printf("libkern: %llu / %llu wrong\n", n, d);
        }
        n_tests++;
    }
    printf("libkern: %lu random divisions, %lu wrong\n", n_tests, bad);
    return bad != 0;
}
