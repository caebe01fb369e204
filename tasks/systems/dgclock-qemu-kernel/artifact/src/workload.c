/* workload.c -- synthetic reference strings, generated inside the kernel
 * from a 64-bit seed, and the loop that touches the workload region.
 */
#include "vm.h"

static u64 rng_state;

static void rng_seed(u64 seed, int w)
{
    rng_state = seed * 0x9E3779B97F4A7C15ull + (u64)(w + 1) * 0xD1B54A32D192ED03ull;
    if (rng_state == 0)
        rng_state = 0x853C49E6748FEA9Bull;
}

/* xorshift64* */
static u64 rng_next(void)
{
    u64 x = rng_state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    rng_state = x;
    return x * 0x2545F4914F6CDD1Dull;
}

static u32 rng_below(u32 n)
{
    return (u32)(rng_next() % n);
}

const char *workload_name(int w)
{
    switch (w) {
    case 0: return "loop";
    case 1: return "hotcold";
    case 2: return "phase";
    default: return "?";
    }
}

/* One access: returns the value read (0 for a write). */
static inline u32 touch(u32 vpn, int write, u32 value)
{
    volatile u32 *word = (volatile u32 *)(VBASE + vpn * PAGE_SIZE);
    if (write) {
        *word = value;
        return 0;
    }
    return *word;
}

/* Run workload w and return the read checksum. */
u32 workload_run(int w, u64 seed, u32 pages, u32 frames, u32 length)
{
    u32 i, vpn = 0, cks = 0, pos = 0, base = 0;
    u32 span = frames + frames / 8;            /* loop: slightly too big */
    u32 hot = frames / 2;                      /* hotcold: hot set */
    u32 win = frames + frames / 4;             /* phase: working-set window */
    u32 plen = length / 8;                     /* phase length */
    int write = 0, wpct = 0;

    rng_seed(seed, w);
    for (i = 0; i < length; i++) {
        switch (w) {
        case 0:
            if (rng_below(10) == 0) {
                vpn = rng_below(pages);
            } else {
                vpn = pos;
                pos = (pos + 1) % span;
            }
            write = rng_below(4) == 0;
            break;
        case 1:
            if (rng_below(100) < 80)
                vpn = rng_below(hot);
            else
                vpn = rng_below(pages);
            write = rng_below(100) < 30;
            break;
        default:
            if (i % plen == 0) {
                base = rng_below(pages - win);
                wpct = ((i / plen) % 2 == 0) ? 50 : 5;
            }
            vpn = base + rng_below(win);
            write = (int)rng_below(100) < wpct;
            break;
        }
        if (write) {
            touch(vpn, 1, (i * 2654435761u) ^ (u32)seed);
        } else {
            cks = cks * 31u + touch(vpn, 0, 0);
        }
    }
    return cks;
}
