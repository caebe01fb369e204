/* workload.c -- synthetic reference strings, generated inside the kernel
 * from a 64-bit seed, and the loop that touches the workload region.
 *
 * Table 2 uses loop, hotcold and phase.  stride and burst are the second
 * workload family of the tech report (strided matrix sweeps, bursty log
 * writers); select them with workloads=... on the command line.
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

static const char *const workload_names[NWORKLOADS_ALL] = {
    "loop", "hotcold", "phase", "stride", "burst"
};

const char *workload_name(int w)
{
    if (w >= 0 && w < (int)NWORKLOADS_ALL)
        return workload_names[w];
    return "?";
}

int workload_from_name(const char *s, u32 len)
{
    int w;
    for (w = 0; w < (int)NWORKLOADS_ALL; w++)
        if (kstrlen(workload_names[w]) == len && kstrncmp(s, workload_names[w], len) == 0)
            return w;
    return -1;
}

/* k-th raw output of workload w's generator (self-tests) */
u64 workload_rng_peek(u64 seed, int w, u32 k)
{
    u64 v = 0;
    rng_seed(seed, w);
    while (k--)
        v = rng_next();
    return v;
}

/* phase: the string is cut at NPHASES - 1 points drawn uniformly from
 * [0, length), in ascending order (equal points give empty phases). */
#define NPHASES 8
static u32 bound[NPHASES - 1];

static void phase_bounds(u32 length)
{
    u32 k, j, b;

    for (k = 0; k < NPHASES - 1; k++) {
        b = rng_below(length);
        for (j = k; j > 0 && bound[j - 1] > b; j--)
            bound[j] = bound[j - 1];
        bound[j] = b;
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
    u32 nb = 0, phase = 0;                     /* phase: next boundary, index */
    u32 stride = 7, burst_left = 0;            /* stride, burst */
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
        case 3:
            /* sweep the region with a stride co-prime to most sizes; every
             * 32nd reference re-reads the sweep's start page */
            if (i % 32 == 31) {
                vpn = base;
            } else {
                vpn = pos;
                pos = (pos + stride) % pages;
            }
            if (i % frames == 0)
                base = pos;
            write = rng_below(100) < 20;
            break;
        case 4:
            /* a log writer: bursts of sequential writes into a ring of
             * F/4 pages, between them reads of a uniform table */
            if (burst_left == 0 && rng_below(64) == 0)
                burst_left = 8 + rng_below(24);
            if (burst_left) {
                burst_left--;
                vpn = pages - 1 - (pos % (frames / 4));
                pos++;
                write = 1;
            } else {
                vpn = rng_below(pages - frames / 4);
                write = rng_below(100) < 3;
            }
            break;
        default:
            if (i == 0) {
                phase_bounds(length);
                nb = 0;
                phase = 0;
                base = rng_below(pages - win);
                wpct = 50;
            }
            while (nb < NPHASES - 1 && bound[nb] == i) {
                nb++;
                phase++;
                base = rng_below(pages - win);
                wpct = (phase % 2 == 0) ? 50 : 5;
            }
            vpn = base + rng_below(win);
            write = (int)rng_below(100) < wpct;
            break;
        }
        if (cfg_trace)
            trace_ref(vpn, write);
        if (write) {
            touch(vpn, 1, (i * 2654435761u) ^ (u32)seed);
        } else {
            cks = cks * 31u + touch(vpn, 0, 0);
        }
    }
    return cks;
}
