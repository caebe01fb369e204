/* kernel.c -- strideos entry: parse the command line, run the schedulers */
#include "kernel.h"

struct mb_info {
    u32 flags, mem_lower, mem_upper, boot_device, cmdline;
};

static const char *const join_names[] = { "min", "zero", "keep" };

static u32 parse_join(const char *cmd)
{
    char v[8];
    u32 k;
    if (!cmdline_str(cmd, "join", v, sizeof v))
        return JOIN_MIN;
    for (k = 0; k < 3; k++)
        if (!kstrcmp(v, join_names[k]))
            return k;
    kprintf("warning: unknown join policy '%s', using min\n", v);
    return JOIN_MIN;
}

static void run_list(const char *cmd, const struct run_params *p, const struct workload *wl)
{
    char list[64], *s, *w;
    struct sched_result r;
    if (!cmdline_str(cmd, "sched", list, sizeof list))
        kmemcpy(list, "rr,lottery,stride", 18);
    for (s = list; *s;) {
        int kind;
        w = s;
        while (*s && *s != ',')
            s++;
        if (*s)
            *s++ = 0;
        kind = sched_by_name(w);
        if (kind < 0) {
            kprintf("warning: unknown scheduler '%s'\n", w);
            continue;
        }
        sched_run(kind, p, wl, &r);
        kprintf("SUMMARY sched=%s maxlag=%u switches=%u", sched_name(kind), r.maxlag, r.switches);
        if (r.idle)
            kprintf(" idle=%u", r.idle);
        if (!kstrcmp(sched_name(kind), "lottery"))
            kprintf(" draws=%u", lottery_draws);
        kprintf("\n");
    }
}

void kmain(u32 magic, struct mb_info *mbi)
{
    const char *cmd = "";
    struct run_params p;
    struct workload wl;

    serial_init();
    kprintf("strideos " STRIDEOS_VERSION "\n");
    if (magic != 0x2BADB002u) {
        kprintf("PANIC: not booted by a multiboot loader\n");
        qemu_exit(2);
        return;
    }
    if (mbi->flags & 4)
        cmd = (const char *)mbi->cmdline;

    if (cmdline_flag(cmd, "selftest")) {
        int failed = selftest_run();
        kprintf(failed ? "SELFTEST FAILED (%d)\n" : "SELFTEST ok\n", failed);
        kprintf("DONE\n");
        qemu_exit(failed ? 3 : 0x10);
        return;
    }

    p.seed = cmdline_u32(cmd, "seed", 1);
    p.quanta = cmdline_u32(cmd, "quanta", 20000);
    p.work = cmdline_u32(cmd, "work", 32);
    p.stride1 = cmdline_u32(cmd, "stride1", 1u << 20);
    p.scale = cmdline_u32(cmd, "scale", 10000);
    p.join = parse_join(cmd);
    p.mlfq_levels = cmdline_u32(cmd, "mlfq_levels", 3);
    p.mlfq_allot = cmdline_u32(cmd, "mlfq_allot", 4);
    p.mlfq_boost = cmdline_u32(cmd, "mlfq_boost", 0);
    p.trace = cmdline_u32(cmd, "trace", 0);
    p.quiet = 0;
    kprintf("config seed=%u quanta=%u work=%u stride1=%u scale=%u join=%s\n",
            p.seed, p.quanta, p.work, p.stride1, p.scale, join_names[p.join]);

    if (workload_parse(cmd, p.quanta, &wl) < 0) {
        kprintf("PANIC: bad workload on the command line\n");
        qemu_exit(4);
        return;
    }
    workload_print(&wl);
    run_list(cmd, &p, &wl);
    kprintf("DONE\n");
    qemu_exit(0x10);
}
