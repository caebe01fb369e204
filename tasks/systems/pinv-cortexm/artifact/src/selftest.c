/*
 * selftest.c - `make check`: kernel self-tests that need no configuration.
 * Checks the PRNG sequence, the console formatter, the task generator's
 * invariants and a tiny hand-computed schedule under each protocol.
 */
#include <string.h>
#include "board.h"
#include "uart.h"
#include "kprintf.h"
#include "rng.h"
#include "config.h"
#include "taskgen.h"
#include "sched.h"
#include "systick.h"
#include "workload.h"
#include "semihost.h"
#include "version.h"

static int passed, failed;

static void expect(int cond, const char *what)
{
    if (cond) {
        passed++;
    } else {
        failed++;
        kprintf("selftest FAIL: %s\n", what);
    }
}

static void test_rng(void)
{
    rng_seed(1);
    uint32_t a = rng_next(), b = rng_next();
    rng_seed(1);
    expect(rng_next() == a && rng_next() == b, "rng is reproducible");
    expect(a != b, "rng advances");
    rng_seed(0);
    expect(rng_next() != 0, "rng seed 0 is not a fixed point");
    uint32_t hist[4] = { 0, 0, 0, 0 };
    rng_seed(7);
    for (int i = 0; i < 4000; i++)
        hist[rng_below(4)]++;
    int flat = 1;
    for (int i = 0; i < 4; i++)
        if (hist[i] < 850 || hist[i] > 1150)
            flat = 0;
    expect(flat, "rng_below(4) roughly uniform");
}

static void test_format(void)
{
    char b[48];
    ksnprintf(b, sizeof b, "%u|%d|%08x|%s|%c", 42u, -7, 0xBEEFu, "ok", 'z');
    expect(strcmp(b, "42|-7|0000beef|ok|z") == 0, "ksnprintf basic conversions");
    ksnprintf(b, sizeof b, "%5d|%-3s", 12, "ab");
    expect(strncmp(b, "   12|", 6) == 0, "ksnprintf width");
    ksnprintf(b, 4, "%s", "truncate");
    expect(strcmp(b, "tru") == 0, "ksnprintf truncates");
}

static void test_taskgen(void)
{
    struct config c;
    struct taskset ts;
    config_defaults(&c);
    for (uint32_t s = 1; s <= 20; s++) {
        c.seed = s;
        taskgen(&ts, &c);
        int ok = 1;
        for (uint32_t i = 0; i < ts.n; i++) {
            const struct task *t = &ts.t[i];
            if (t->pre + t->cs + t->post != t->wcet || t->wcet > t->period / 2 ||
                t->phase >= t->period || (i && ts.t[i - 1].period > t->period))
                ok = 0;
            if (t->res != NO_RES && ts.ceiling[t->res] > i)
                ok = 0;
        }
        expect(ok, "taskgen invariants");
    }
}

/*
 * Three tasks, one resource: L (prio 2) locks at t=0 for 4 ticks, H (prio 0)
 * wants it at t=1, M (prio 1) computes 6 ticks from t=1.
 *   none: M preempts L, H waits for M and L  -> H blocked 9 ticks
 *   pip : L inherits H's priority             -> H blocked 3 ticks
 *   pcp : L runs at the ceiling from t=0      -> H blocked 3 ticks
 */
static void test_schedule(void)
{
    static const uint32_t want_inv[NPROTO] = { 9, 3, 3 };
    struct config c;
    struct taskset ts;
    struct run_result r;
    config_defaults(&c);
    c.horizon = 40;
    memset(&ts, 0, sizeof ts);
    ts.n = 3;
    ts.nres = 1;
    ts.t[0] = (struct task){ .period = 100, .phase = 1, .wcet = 2, .pre = 0, .cs = 2, .post = 0, .res = 0 };
    ts.t[1] = (struct task){ .period = 100, .phase = 1, .wcet = 6, .pre = 6, .cs = 0, .post = 0, .res = NO_RES };
    ts.t[2] = (struct task){ .period = 100, .phase = 0, .wcet = 4, .pre = 0, .cs = 4, .post = 0, .res = 0 };
    ts.ceiling[0] = 0;
    for (int p = 0; p < NPROTO; p++) {
        sched_run(&ts, &c, (enum proto)p, &r);
        char what[48];
        ksnprintf(what, sizeof what, "hand schedule %s: inv=%u", proto_names[p], r.ts[0].inv_max);
        expect(r.ts[0].inv_max == want_inv[p], what);
    }
}

int main(void)
{
    uart_init();
    kprintf("kestrel %s selftest on %s\n", KESTREL_VERSION, BOARD_NAME);
    workload_init();
    systick_start();
    test_rng();
    test_format();
    test_taskgen();
    test_schedule();
    systick_stop();
    kprintf("selftest: %d passed, %d failed\n", passed, failed);
    semihost_exit(failed ? 1 : 0);
    return 0;
}
