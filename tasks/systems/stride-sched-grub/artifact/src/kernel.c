/* kernel.c -- strideos entry: parse the command line, run the schedulers */
#include "kernel.h"

struct mb_info {
    u32 flags, mem_lower, mem_upper, boot_device, cmdline;
};

static u32 opt(const char *s, const char *key, u32 def)
{
    const char *k;
    while (*s) {
        while (*s == ' ')
            s++;
        for (k = key; *k && *s == *k; k++, s++)
            ;
        if (!*k && *s == '=') {
            u32 v = 0;
            for (s++; *s >= '0' && *s <= '9'; s++)
                v = v * 10 + (u32)(*s - '0');
            return v;
        }
        while (*s && *s != ' ')
            s++;
    }
    return def;
}

void kmain(u32 magic, struct mb_info *mbi)
{
    const char *cmd = "";
    u32 seed, quanta, work;
    struct sched_result r;
    int k;

    serial_init();
    kputs("strideos 0.9\n");
    if (magic != 0x2BADB002u) {
        kputs("PANIC: not booted by a multiboot loader\n");
        qemu_exit(2);
        return;
    }
    if (mbi->flags & 4)
        cmd = (const char *)mbi->cmdline;
    seed = opt(cmd, "seed", 1);
    quanta = opt(cmd, "quanta", 20000);
    work = opt(cmd, "work", 32);
    kputs("config seed=");
    kputu(seed);
    kputs(" quanta=");
    kputu(quanta);
    kputs(" work=");
    kputu(work);
    kputs("\n");

    for (k = 0; k < 3; k++) {
        sched_run((enum sched_kind)k, seed, quanta, work, &r);
        kputs("SUMMARY sched=");
        kputs(k == 0 ? "rr" : k == 1 ? "lottery" : "stride");
        kputs(" maxlag=");
        kputu(r.maxlag);
        kputs(" switches=");
        kputu(r.switches);
        kputs("\n");
    }
    kputs("DONE\n");
    qemu_exit(0x10);
}
