/* cpu.c -- CPUID: vendor, brand string, a few feature bits.
 *
 * The brand string tells an emulated CPU model (QEMU's TCG models call
 * themselves "QEMU Virtual CPU ..." or "QEMU TCG CPU ...") from a host
 * CPU passed through by KVM.  The kernel uses it to pick a default for
 * scale= (see kernel.c): TCG is one to two orders of magnitude slower.
 */
#include "vm.h"

static char vendor[13];
static char brand[49];
static u32 max_leaf, max_ext_leaf, feat_edx, feat_ecx;

static void cpuid(u32 leaf, u32 *a, u32 *b, u32 *c, u32 *d)
{
    __asm__ volatile ("cpuid" : "=a"(*a), "=b"(*b), "=c"(*c), "=d"(*d) : "a"(leaf), "c"(0));
}

static int have_cpuid(void)
{
    u32 before, after;
    /* toggle EFLAGS.ID (bit 21) */
    __asm__ volatile (
        "pushfl\n\t"
        "popl %0\n\t"
        "movl %0, %1\n\t"
        "xorl $0x200000, %1\n\t"
        "pushl %1\n\t"
        "popfl\n\t"
        "pushfl\n\t"
        "popl %1\n\t"
        "pushl %0\n\t"
        "popfl"
        : "=&r"(before), "=&r"(after));
    return ((before ^ after) & 0x200000) != 0;
}

void cpu_identify(void)
{
    u32 a, b, c, d, i;

    vendor[0] = brand[0] = 0;
    if (!have_cpuid())
        return;
    cpuid(0, &max_leaf, &b, &c, &d);
    kmemcpy(vendor + 0, &b, 4);
    kmemcpy(vendor + 4, &d, 4);
    kmemcpy(vendor + 8, &c, 4);
    vendor[12] = 0;
    if (max_leaf >= 1) {
        cpuid(1, &a, &b, &feat_ecx, &feat_edx);
    }
    cpuid(0x80000000u, &max_ext_leaf, &b, &c, &d);
    if (max_ext_leaf >= 0x80000004u) {
        for (i = 0; i < 3; i++) {
            cpuid(0x80000002u + i, &a, &b, &c, &d);
            kmemcpy(brand + 16 * i + 0, &a, 4);
            kmemcpy(brand + 16 * i + 4, &b, 4);
            kmemcpy(brand + 16 * i + 8, &c, 4);
            kmemcpy(brand + 16 * i + 12, &d, 4);
        }
        brand[48] = 0;
    }
}

const char *cpu_brand(void)
{
    const char *s = brand;
    while (*s == ' ')
        s++;
    return *s ? s : vendor;
}

int cpu_is_emulated(void)
{
    return kstrncmp(cpu_brand(), "QEMU", 4) == 0;
}

int cpu_has_tsc(void)
{
    return (feat_edx >> 4) & 1;
}
