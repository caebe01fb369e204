/*
 * fault.c - report a fault on the console and stop the emulator, so that a
 * crashed run ends with a message instead of hanging until the timeout.
 */
#include "board.h"
#include "kprintf.h"
#include "semihost.h"

void fault_report(void)
{
    uint32_t icsr = REG32(SCB_ICSR);
    kprintf("FAULT exception=%u cfsr=%08x hfsr=%08x\n", icsr & 0x1FFu,
            REG32(0xE000ED28u), REG32(0xE000ED2Cu));
    semihost_exit(3);
}
