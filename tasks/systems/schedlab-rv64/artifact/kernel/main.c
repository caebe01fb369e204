/*
 * schedlab: boot and the experiment driver inside the guest.
 *
 * Modes (mode= on the command line):
 *   exp       run the scheduler study: for each policy in policies=, build
 *             the workload from seed= and run it to completion, printing one
 *             record per job (see stats.c); then power off
 *   demo      three chatty tasks under round robin
 *   selftest  unit tests of the allocator, queues and parsers
 *   dtb       dump the device tree QEMU passed in
 */
#include "types.h"
#include "param.h"
#include "riscv.h"
#include "string.h"
#include "console.h"
#include "klog.h"
#include "fdt.h"
#include "bootargs.h"
#include "kalloc.h"
#include "proc.h"
#include "sched.h"
#include "stats.h"
#include "timer.h"
#include "workload.h"

extern char __kernel_end[];
extern void trap_init(void);
extern void trap_stats(void);
extern void trap_return(struct trapframe *tf) __noreturn;
extern __noreturn void poweroff(void);
extern int selftest_run(const void *fdt);
extern void hello_main(long);

bool experiment_mode;

static const void *dtb;
static struct workload_conf wconf;
static const struct sched_ops *policy_list[8];
static int npolicies;
static int policy_idx;

static void print_list(const char *key, const uint64 *v, int n)
{
    kprintf(" %s=", key);
    for (int i = 0; i < n; i++)
        kprintf("%s%lu", i ? "," : "", v[i]);
}

static void parse_policies(const char *s)
{
    char name[16];
    npolicies = 0;
    while (*s && npolicies < (int)ARRAY_SIZE(policy_list)) {
        int n = 0;
        while (*s && *s != ',' && n < (int)sizeof(name) - 1)
            name[n++] = *s++;
        name[n] = '\0';
        if (*s == ',')
            s++;
        const struct sched_ops *ops = sched_lookup(name);
        if (!ops)
            panic("exp: unknown policy '%s'", name);
        policy_list[npolicies++] = ops;
    }
}

static void exp_configure(void)
{
    struct sched_conf *c = &sched_conf;
    c->seed = bootarg_u64("seed", 1);
    c->rr_quantum_ms = bootarg_u64("rrq", 8);
    c->nlevels = bootarg_list("quanta", c->quantum_ms, NLEVELS_MAX);
    if (c->nlevels == 0) {
        c->nlevels = 3;
        c->quantum_ms[0] = 4;
        c->quantum_ms[1] = 8;
        c->quantum_ms[2] = 16;
    }
    int na = bootarg_list("allot", c->allot_ms, NLEVELS_MAX);
    for (int l = na; l < c->nlevels; l++)
        c->allot_ms[l] = 2 * c->quantum_ms[l];
    c->boost_ms = bootarg_u64("boost", 200);

    wconf.seed = c->seed;
    wconf.ninter = bootarg_u64("ninter", 12);
    wconf.nbatch = bootarg_u64("nbatch", 6);
    wconf.ngamer = bootarg_u64("ngamer", 3);
    wconf.window_ms = bootarg_u64("window", 1000);
    wconf.gamer_ms = c->quantum_ms[0] > 1 ? c->quantum_ms[0] - 1 : 1;

    parse_policies(bootarg_str("policies", "rr,mlfq,mlfqa,stcf"));

    kprintf("CFG seed=%lu hz=%lu ninter=%d nbatch=%d ngamer=%d window=%lu rrq=%lu",
            c->seed, timer_hz, wconf.ninter, wconf.nbatch, wconf.ngamer,
            wconf.window_ms, c->rr_quantum_ms);
    print_list("quanta", c->quantum_ms, c->nlevels);
    print_list("allot", c->allot_ms, c->nlevels);
    kprintf(" boost=%lu\n", c->boost_ms);
}

/* Set up run number policy_idx; returns false when all runs are done. */
static bool exp_start_next(void)
{
    if (policy_idx == npolicies)
        return false;
    proc_reset_all();
    workload_generate(&wconf);
    if (policy_idx == 0 && klog_level >= KLOG_DEBUG)
        workload_print();
    sched_begin(policy_list[policy_idx++]);
    return true;
}

static __noreturn void finish_and_poweroff(void)
{
    timer_stop();
    trap_stats();
    kalloc_stats();
    kprintf("DONE\n");
    poweroff();
}

/* Timer tick, called by trap_handler with the task's registers saved. */
struct trapframe *kernel_tick(void)
{
    if (!sched_tick()) {
        if (experiment_mode) {
            stats_summary();
            if (!exp_start_next())
                finish_and_poweroff();
        } else {
            kprintf("demo: all tasks exited\n");
            finish_and_poweroff();
        }
    }
    return current ? current->tf : idle_proc->tf;
}

static __noreturn void run_demo(void)
{
    sched_conf.rr_quantum_ms = 4;
    sched_conf.seed = 1;
    for (int i = 0; i < 3; i++) {
        struct proc *p = proc_alloc("hello", CLS_DEMO, hello_main, 3 + i);
        p->nphases = 1;
        p->cpu[0] = 0xffffffffU;
        p->arrive = 0;
    }
    sched_begin(&rr_ops);
    timer_start();
    trap_return(current ? current->tf : idle_proc->tf);
}

static __noreturn void run_experiment(void)
{
    experiment_mode = true;
    exp_configure();
    policy_idx = 0;
    if (!exp_start_next())
        finish_and_poweroff();
    timer_start();
    trap_return(current ? current->tf : idle_proc->tf);
}

void kmain(uint64 hartid __unused, const void *fdt)
{
    struct fdt_info fi;

    uart_init();
    kprintf("\nschedlab %s (riscv64, M-mode) booting\n", SCHEDLAB_VERSION);

    dtb = fdt;
    if (fdt_parse(fdt, &fi) != 0)
        panic("no device tree at %p", fdt);
    bootargs_init(fi.bootargs);
    klog_set_level(bootarg_u64("loglevel", KLOG_DEFAULT));
    bootargs_print();

    uint64 ram_end = fi.mem_base + fi.mem_size;
    uint64 heap_end = (uint64)fdt < ram_end ? ALIGN_DOWN((uint64)fdt, PAGE_SIZE) : ram_end;
    kprintf("mem: %p-%p, kernel ends %p, dtb at %p\n", (void *)fi.mem_base,
            (void *)ram_end, __kernel_end, fdt);
    kalloc_init((uint64)__kernel_end, heap_end);

    trap_init();
    timer_init();
    proc_init();

    const char *mode = bootarg_str("mode", "exp");
    if (strcmp(mode, "exp") == 0)
        run_experiment();
    if (strcmp(mode, "demo") == 0)
        run_demo();
    if (strcmp(mode, "selftest") == 0) {
        int failed = selftest_run(fdt);
        kprintf(failed ? "selftest: FAILED\n" : "selftest: OK\n");
        poweroff();
    }
    if (strcmp(mode, "dtb") == 0) {
        fdt_dump(fdt, 8);
        poweroff();
    }
    panic("unknown mode '%s'", mode);
}
