/* kernel.c -- entry point: parse the command line, run every selected
 * (workload, policy) pair and print one RESULT line per run.
 */
#include "vm.h"

#define MB_BOOT_MAGIC 0x2BADB002u
#define MB_INFO_CMDLINE 0x4u

struct mb_info {
    u32 flags, mem_lower, mem_upper, boot_device, cmdline;
};

void qemu_exit(u32 code)
{
    /* isa-debug-exit device at port 0xf4 */
    __asm__ volatile ("outl %0, %1" : : "a"(code), "Nd"((unsigned short)0xf4));
}

static void panic(const char *msg, u32 code)
{
    kprintf("PANIC %s\n", msg);
    qemu_exit(code);
    for (;;)
        __asm__ volatile ("cli; hlt");
}

/* Emulated CPUs (QEMU TCG) are slow; unless scale= says otherwise, run a
 * quarter of every reference string there and scale the counts (the CI
 * and student laptops).  Real hardware and KVM run the full strings. */
static void choose_scale(void)
{
    if (cfg_selftest) {
        cfg_scale = 1;
        return;
    }
    if (cfg_scale == 0)
        cfg_scale = cpu_is_emulated() ? 4 : 1;
    if (cfg_scale > 1)
        kprintf("note: sampling 1/%u of every reference string, counts scaled by %u\n",
                cfg_scale, cfg_scale);
}

static void run_one(int w, int p, u32 *cks)
{
    u32 t0 = 0, t1, length = cfg_length / cfg_scale;

    mm_reset((enum policy)p, cfg_frames);
    if (cfg_trace)
        trace_begin(w, p, cfg_trace);
    if (cfg_timing)
        t0 = pit_ticks();
    *cks = workload_run(w, cfg_seed, cfg_pages, cfg_frames, length);
    if (cfg_timing) {
        t1 = pit_ticks();
        kprintf("TIME workload=%s policy=%s ms=%u\n", workload_name(w),
                policy_name((enum policy)p), pit_ms(t1 - t0));
    }
    if (cfg_trace)
        trace_end();
    kprintf("RESULT workload=%s policy=%s faults=%llu writebacks=%llu hand=%llu checksum=0x%08x\n",
            workload_name(w), policy_name((enum policy)p),
            nr_faults * cfg_scale, nr_writebacks * cfg_scale,
            nr_hand_steps * cfg_scale, *cks);
}

void kmain(u32 magic, struct mb_info *mbi)
{
    int w, p, first;
    u32 cks, cks0 = 0;

    serial_init();
    kprintf("dgclock-kernel %s booting\n", KERNEL_VERSION);
    if (magic != MB_BOOT_MAGIC)
        panic("not loaded by a multiboot loader", 2);

    cmdline_defaults();
    if (mbi->flags & MB_INFO_CMDLINE)
        cmdline_parse((const char *)mbi->cmdline);
    if (cfg_selftest) {
        cfg_frames = 16;
        cfg_pages = 64;
        cfg_length = 2000;
    }
    if (cmdline_check() != 0)
        panic("bad configuration", 2);
    kprintf("config seed=%llu frames=%u pages=%u length=%u\n",
            cfg_seed, cfg_frames, cfg_pages, cfg_length);

    cpu_identify();
    kprintf("cpu: %s\n", cpu_brand());
    choose_scale();

    mm_init();
    swap_init(cfg_swapdev, cfg_pages);
    if (cfg_timing)
        pit_init();

    if (cfg_selftest && selftest_run() != 0) {
        kputs("SELFTEST FAIL\n");
        qemu_exit(3);
        return;
    }

    for (w = 0; w < (int)NWORKLOADS_ALL; w++) {
        if (!(cfg_workload_mask & (1u << w)))
            continue;
        first = 1;
        for (p = 0; p < (int)NPOLICIES_ALL; p++) {
            if (!(cfg_policy_mask & (1u << p)))
                continue;
            run_one(w, p, &cks);
            if (first)
                cks0 = cks;
            else if (cks != cks0)
                panic("checksums differ between policies", 3);
            first = 0;
        }
    }
    kputs(cfg_selftest ? "SELFTEST PASS\n" : "DONE\n");
    qemu_exit(0x10);
}
