/*
 * semihost.c - the few semihosting calls kestrel issues itself.
 * (argc/argv come from the C runtime's crt0, which asks the debugger or
 * emulator for the command line with SYS_GET_CMDLINE.)
 */
#include "semihost.h"

uint32_t semihost_call(uint32_t op, uint32_t arg)
{
    register uint32_t r0 __asm__("r0") = op;
    register uint32_t r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

void semihost_write0(const char *s)
{
    semihost_call(SYS_WRITE0, (uint32_t)s);
}

void semihost_exit(int status)
{
    /* 32-bit SYS_EXIT has no status word: a non-zero status is reported as
     * an internal error so that QEMU's exit code is non-zero. */
    semihost_call(SYS_EXIT, status == 0 ? ADP_Stopped_ApplicationExit : 0x20024u);
    for (;;)
        ;
}
