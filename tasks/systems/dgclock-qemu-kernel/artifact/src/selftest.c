/* selftest.c -- checks run by `make check` (kernel command line
 * "selftest") before the small end-to-end run of every workload.
 *
 *   klibc       formatting and parsing helpers
 *   rng         known-answer values of the xorshift64* generator
 *   policies    a hand-made reference string with counts worked out on
 *               paper (FIFO, CLOCK, dgclock with four frames)
 */
#include "vm.h"

static int failures;

static void expect_str(const char *what, const char *got, const char *want)
{
    if (kstrcmp(got, want) != 0) {
        kprintf("selftest %s: got '%s', want '%s'\n", what, got, want);
        failures++;
    }
}

static void expect_u64(const char *what, u64 got, u64 want)
{
    if (got != want) {
        kprintf("selftest %s: got %llu, want %llu\n", what, got, want);
        failures++;
    }
}

static void test_klibc(void)
{
    char buf[64];
    const char *end;

    ksnprintf(buf, sizeof(buf), "%5u|%-4s|%08x|%d", 42u, "ab", 0xbeefu, -17);
    expect_str("snprintf", buf, "   42|ab  |0000beef|-17");
    ksnprintf(buf, sizeof(buf), "%llu", 18446744073709551615ull);
    expect_str("snprintf u64", buf, "18446744073709551615");
    ksnprintf(buf, 6, "%s", "truncated");
    expect_str("snprintf truncation", buf, "trunc");
    expect_u64("strtou64 dec", kstrtou64("60000 x", &end, 0), 60000);
    expect_u64("strtou64 end", (u64)(*end == ' '), 1);
    expect_u64("strtou64 hex", kstrtou64("0x2545F4914F6CDD1D", K_NULL, 0),
               0x2545F4914F6CDD1Dull);
    expect_u64("strlcpy", kstrlcpy(buf, "dgclock", 4), 7);
    expect_str("strlcpy result", buf, "dgc");
}

static void test_rng(void)
{
    expect_u64("rng seed 1 #1", workload_rng_peek(1, 0, 1), 0x9df998d76f11e030ull);
    expect_u64("rng seed 1 #2", workload_rng_peek(1, 0, 2), 0xd734d9830aaa4e13ull);
    expect_u64("rng seed 1 #3", workload_rng_peek(1, 0, 3), 0xe5cbe5e477ac0900ull);
    expect_u64("rng phase #8", workload_rng_peek(0x1234567890ull, 2, 8), 0x616d051e2c5b2a23ull);
}

/* page | 0x100 for a write */
static const unsigned short pattern[18] = {
    0x100, 1, 0x102, 3, 4, 0, 0x105, 1, 2, 0x106, 0x103, 0, 0x104, 7, 5, 0x101, 6, 2
};

static void test_policies(void)
{
    static const u64 want[3][3] = {     /* faults, write-backs, hand steps */
        { 63, 27, 59 },
        { 63, 27, 123 },
        { 62, 27, 152 },
    };
    int p;
    u32 i, cks[3];

    for (p = 0; p < 3; p++) {
        mm_reset((enum policy)p, 4);
        cks[p] = 0;
        for (i = 0; i < 72; i++) {
            u32 ref = pattern[i % 18];
            volatile u32 *word = (volatile u32 *)(VBASE + (ref & 0xFF) * PAGE_SIZE);
            if (ref & 0x100)
                *word = i + 1;
            else
                cks[p] = cks[p] * 31u + *word;
        }
        expect_u64(policy_name((enum policy)p), nr_faults, want[p][0]);
        expect_u64(policy_name((enum policy)p), nr_writebacks, want[p][1]);
        expect_u64(policy_name((enum policy)p), nr_hand_steps, want[p][2]);
        expect_u64("policy checksum", cks[p], 0x22d14be6u);
    }
}

int selftest_run(void)
{
    failures = 0;
    test_klibc();
    test_rng();
    test_policies();
    kprintf("selftest: %d failure(s)\n", failures);
    return failures;
}
