/*
 * schedlab: the CLINT machine timer (mtime/mtimecmp, hart 0).
 *
 * The timer is re-armed relative to the previous deadline, not to "now", so
 * the tick stream does not drift when a handler runs late: if the emulator
 * fell behind, the pending ticks are delivered back to back and each one is
 * counted.  The scheduler works in whole ticks only.
 */
#include "types.h"
#include "param.h"
#include "riscv.h"
#include "console.h"
#include "klog.h"
#include "timer.h"

#ifndef TIMEBASE_HZ
#error "TIMEBASE_HZ must be set by the build (see conf/board.mk)"
#endif

#define CLINT_MTIMECMP(hart) (CLINT_BASE + 0x4000 + 8 * (hart))
#define CLINT_MTIME          (CLINT_BASE + 0xbff8)

uint64 timer_hz;
static uint64 next_deadline;

static inline volatile uint64 *reg(uint64 addr)
{
    return (volatile uint64 *)addr;
}

uint64 timer_now(void)
{
    return *reg(CLINT_MTIME);
}

void timer_init(void)
{
    timer_hz = TIMEBASE_HZ / TICK_CYCLES;
    if (timer_hz == 0)
        panic("timer: TIMEBASE_HZ %lu below one tick", (uint64)TIMEBASE_HZ);
    kprintf("clint: timebase %lu Hz, %lu cycles/tick, hz=%lu\n",
            (uint64)TIMEBASE_HZ, TICK_CYCLES, timer_hz);
    *reg(CLINT_MTIMECMP(0)) = ~0UL;
}

void timer_start(void)
{
    next_deadline = timer_now() + TICK_CYCLES;
    *reg(CLINT_MTIMECMP(0)) = next_deadline;
    csr_set(mie, MIE_MTIE);
}

void timer_stop(void)
{
    csr_clear(mie, MIE_MTIE);
    *reg(CLINT_MTIMECMP(0)) = ~0UL;
}

void timer_rearm(void)
{
    next_deadline += TICK_CYCLES;
    *reg(CLINT_MTIMECMP(0)) = next_deadline;
}

uint64 ms_to_ticks0(uint64 ms)
{
    return ms * timer_hz / 1000;
}

uint64 ms_to_ticks(uint64 ms)
{
    uint64 t = ms_to_ticks0(ms);
    return t ? t : 1;
}

uint64 ticks_to_ms(uint64 ticks)
{
    return ticks * 1000 / timer_hz;
}
