/* selftest.c -- kernel self-tests (boot with `selftest` on the command
 * line; run_selftest.sh does that). They check the pieces the experiment
 * is built from: the vendored printf, the command-line and workload
 * parsers, the xorshift generator, the context switch and the invariants
 * of each scheduler on a small fixed workload.
 */
#include "sched_internal.h"

static int failures, checks;

#define CHECK(cond, what)                                             \
    do {                                                              \
        checks++;                                                     \
        if (!(cond)) {                                                \
            failures++;                                               \
            kprintf("  FAIL %s (%s:%d)\n", what, __FILE__, __LINE__); \
        }                                                             \
    } while (0)

static void test_printf(void)
{
    char b[64];
    ksnprintf(b, sizeof b, "%u|%5d|%-4s|%08x", 42u, -7, "ab", 0xbeefu);
    CHECK(!kstrcmp(b, "42|   -7|ab  |0000beef"), "printf basic");
    ksnprintf(b, sizeof b, "%llu", 12345678901234ull);
    CHECK(!kstrcmp(b, "12345678901234"), "printf %llu");
    ksnprintf(b, sizeof b, "%#x %X %o %c%%", 255u, 255u, 8u, 'z');
    CHECK(!kstrcmp(b, "0xff FF 10 z%"), "printf alt/upper/octal");
    ksnprintf(b, 6, "%s", "truncated");
    CHECK(!kstrcmp(b, "trunc"), "snprintf truncation");
    ksnprintf(b, sizeof b, "%.3d|%+d|% d", 5, 3, 4);
    CHECK(!kstrcmp(b, "005|+3| 4"), "printf precision/sign");
}

static void test_cmdline(void)
{
    const char *cmd = "/boot/kernel.elf seed=2016 quanta=0x10 join=zero selftest sched=rr,stride";
    char v[16];
    CHECK(cmdline_u32(cmd, "seed", 1) == 2016, "cmdline decimal");
    CHECK(cmdline_u32(cmd, "quanta", 1) == 16, "cmdline hex");
    CHECK(cmdline_u32(cmd, "work", 32) == 32, "cmdline default");
    CHECK(cmdline_u32(cmd, "see", 7) == 7, "cmdline prefix is not a key");
    CHECK(cmdline_str(cmd, "join", v, sizeof v) && !kstrcmp(v, "zero"), "cmdline string");
    CHECK(cmdline_flag(cmd, "selftest"), "cmdline bare flag");
    CHECK(!cmdline_flag(cmd, "trace"), "cmdline missing flag");
}

static void test_workload(void)
{
    struct workload wl;
    CHECK(workload_parse("seed=1", 20000, &wl) == 0 && wl.nev == 2, "builtin workload");
    CHECK(wl.ev[0].at == 10000 && wl.ev[0].thread == 5 && wl.ev[0].kind == WL_JOIN, "builtin join");
    CHECK(wl.ev[1].at == 15000 && wl.ev[1].thread == 0 && wl.ev[1].kind == WL_LEAVE, "builtin leave");
    CHECK(workload_parse("threads=3 start=0x3 tk=10,20,30 ev=j2@5,l1@9", 20, &wl) == 0, "parse workload");
    CHECK(wl.nthreads == 3 && wl.start_mask == 3 && wl.tickets[2] == 30 && wl.nev == 2, "workload fields");
    CHECK(wl.ev[1].at == 9 && wl.ev[1].kind == WL_LEAVE, "workload event");
    CHECK(workload_parse("ev=x1@3", 20, &wl) < 0, "bad event rejected");
}

static void test_xorshift(void)
{
    u32 s = 1;
    CHECK(xorshift32(&s) == 270369u, "xorshift32 step 1");
    CHECK(xorshift32(&s) == 67634689u, "xorshift32 step 2");
}

static void params(struct run_params *p, u32 quanta)
{
    kmemset(p, 0, sizeof *p);
    p->seed = 7;
    p->quanta = quanta;
    p->work = 4;
    p->stride1 = 1u << 20;
    p->scale = 10000;
    p->quiet = 1;
}

static void test_schedulers(void)
{
    struct run_params p;
    struct workload wl;
    struct sched_result r;
    u32 i, sum;
    int k;

    kmemset(&wl, 0, sizeof wl);
    wl.nthreads = 4;
    wl.start_mask = 0xf;
    wl.tickets[0] = 10;
    wl.tickets[1] = 20;
    wl.tickets[2] = 30;
    wl.tickets[3] = 40;
    params(&p, 1000);

    for (k = 0; k < 5; k++) {
        sched_run(k, &p, &wl, &r);
        for (i = 0, sum = 0; i < wl.nthreads; i++)
            sum += th[i].quanta;
        CHECK(sum == 1000 && r.switches == 1000, sched_name(k));
    }
    sched_run(sched_by_name("rr"), &p, &wl, &r);
    CHECK(th[0].quanta == 250 && th[3].quanta == 250, "rr equal shares");
    sched_run(sched_by_name("stride"), &p, &wl, &r);
    CHECK(th[0].quanta == 100 && th[3].quanta == 400, "stride exact shares");
    CHECK(r.maxlag < 2 * p.scale, "stride lag below 2 quanta");
    sched_run(sched_by_name("sfq"), &p, &wl, &r);
    CHECK(th[1].quanta == 200 && th[2].quanta == 300, "sfq exact shares");

    /* a joiner under join=min must not run more than its share at once */
    wl.start_mask = 0x7;
    wl.nev = 1;
    wl.ev[0].at = 500;
    wl.ev[0].thread = 3;
    wl.ev[0].kind = WL_JOIN;
    p.join = JOIN_MIN;
    sched_run(sched_by_name("stride"), &p, &wl, &r);
    CHECK(th[3].quanta == 200, "stride join=min share");
    p.join = JOIN_ZERO;
    sched_run(sched_by_name("stride"), &p, &wl, &r);
    CHECK(th[3].quanta > 200, "stride join=zero catches up");
}

static void test_mlfq(void)
{
    struct run_params p;
    struct workload wl;
    struct sched_result r;

    kmemset(&wl, 0, sizeof wl);
    wl.nthreads = 3;
    wl.start_mask = 0x7;
    wl.io[2] = 2;           /* thread 2 sleeps two quanta after each run */
    params(&p, 300);
    p.mlfq_levels = 3;
    p.mlfq_allot = 2;
    sched_run(sched_by_name("mlfq"), &p, &wl, &r);
    CHECK(th[2].quanta == 100, "mlfq io thread runs whenever awake");
    CHECK(th[0].quanta + th[1].quanta == 200, "mlfq cpu threads share the rest");
    CHECK(r.idle == 0, "mlfq no idle quanta");
}

int selftest_run(void)
{
    failures = checks = 0;
    kprintf("selftest: printf\n");
    test_printf();
    kprintf("selftest: cmdline\n");
    test_cmdline();
    kprintf("selftest: workload\n");
    test_workload();
    kprintf("selftest: xorshift\n");
    test_xorshift();
    kprintf("selftest: schedulers\n");
    test_schedulers();
    kprintf("selftest: mlfq\n");
    test_mlfq();
    kprintf("selftest: %d checks, %d failed\n", checks, failures);
    return failures;
}
