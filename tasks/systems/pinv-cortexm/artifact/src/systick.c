/*
 * systick.c - the scheduler tick.
 *
 * The interrupt handler only counts.  The dispatcher (sched.c) consumes one
 * tick per scheduling step, so a late or coalesced interrupt on a busy host
 * delays the experiment but never changes what happens in a step.
 */
#include "board.h"
#include "systick.h"

volatile uint32_t systick_count;

void SysTick_Handler(void)
{
    systick_count++;
}

void systick_start(void)
{
    /* lowest priority for SysTick (SHPR3 bits 31:24) */
    REG32(SCB_SHPR3) = (REG32(SCB_SHPR3) & 0x00FFFFFFu) | 0xF0000000u;
    REG32(SYST_RVR) = SYSTICK_RELOAD;
    REG32(SYST_CVR) = 0;
    /* ENABLE | TICKINT | CLKSOURCE=processor clock */
    REG32(SYST_CSR) = 0x7u;
}

void systick_stop(void)
{
    REG32(SYST_CSR) = 0;
}

void systick_wait_until(uint32_t n)
{
    while ((int32_t)(systick_count - n) < 0)
        __asm__ volatile("wfi");
}
