/* kernel.c -- entry point: parse the command line, run every
 * (workload, policy) pair and print one RESULT line per run.
 */
#include "vm.h"

#define MB_BOOT_MAGIC 0x2BADB002u
#define MB_INFO_CMDLINE 0x4u

struct mb_info {
    u32 flags, mem_lower, mem_upper, boot_device, cmdline;
};

static void qemu_exit(u32 code)
{
    /* isa-debug-exit device at port 0xf4 */
    __asm__ volatile ("outl %0, %1" : : "a"(code), "Nd"((unsigned short)0xf4));
}

static int starts_with(const char *s, const char *p)
{
    while (*p)
        if (*s++ != *p++)
            return 0;
    return 1;
}

static u64 parse_u64(const char *s)
{
    u64 v = 0;
    while (*s >= '0' && *s <= '9')
        v = v * 10 + (u64)(*s++ - '0');
    return v;
}

static int selftest;

static void parse_cmdline(const char *s)
{
    /* the boot loader may put the kernel's own path first; every token is
     * looked at and unknown ones are ignored */
    while (*s) {
        while (*s == ' ')
            s++;
        if (starts_with(s, "seed="))
            cfg_seed = parse_u64(s + 5);
        else if (starts_with(s, "frames="))
            cfg_frames = (u32)parse_u64(s + 7);
        else if (starts_with(s, "pages="))
            cfg_pages = (u32)parse_u64(s + 6);
        else if (starts_with(s, "length="))
            cfg_length = (u32)parse_u64(s + 7);
        else if (starts_with(s, "selftest"))
            selftest = 1;
        while (*s && *s != ' ')
            s++;
    }
}

void kmain(u32 magic, struct mb_info *mbi)
{
    int w, p;
    u32 cks[NPOLICIES];

    serial_init();
    kputs("dgclock-kernel 1.3 booting\n");
    if (magic != MB_BOOT_MAGIC) {
        kputs("PANIC not loaded by a multiboot loader\n");
        qemu_exit(2);
        return;
    }
    cfg_seed = 1;
    cfg_frames = 96;
    cfg_pages = 768;
    cfg_length = 60000;
    if (mbi->flags & MB_INFO_CMDLINE)
        parse_cmdline((const char *)mbi->cmdline);
    if (selftest) {
        cfg_frames = 16;
        cfg_pages = 64;
        cfg_length = 2000;
    }
    if (cfg_frames < 8 || cfg_frames > MAX_FRAMES || cfg_pages > MAX_PAGES ||
        cfg_pages < 2 * cfg_frames || cfg_length < 8) {
        kputs("PANIC bad configuration\n");
        qemu_exit(2);
        return;
    }
    kputs("config seed=");
    kputu(cfg_seed);
    kputs(" frames=");
    kputu(cfg_frames);
    kputs(" pages=");
    kputu(cfg_pages);
    kputs(" length=");
    kputu(cfg_length);
    kputs("\n");

    mm_init();

    for (w = 0; w < NWORKLOADS; w++) {
        for (p = 0; p < NPOLICIES; p++) {
            mm_reset((enum policy)p, cfg_frames);
            cks[p] = workload_run(w, cfg_seed, cfg_pages, cfg_frames, cfg_length);
            kputs("RESULT workload=");
            kputs(workload_name(w));
            kputs(" policy=");
            kputs(policy_name((enum policy)p));
            kputs(" faults=");
            kputu(nr_faults);
            kputs(" writebacks=");
            kputu(nr_writebacks);
            kputs(" hand=");
            kputu(nr_hand_steps);
            kputs(" checksum=");
            kputx(cks[p]);
            kputs("\n");
        }
        if (cks[0] != cks[1] || cks[0] != cks[2]) {
            kputs("PANIC checksums differ between policies\n");
            qemu_exit(3);
            return;
        }
    }
    kputs(selftest ? "SELFTEST PASS\n" : "DONE\n");
    qemu_exit(0x10);
}
