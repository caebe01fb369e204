/* pit.c -- 8254 PIT channel 2 as a free-running, polled counter.
 *
 * Used by timing=1 to report how long each run took.  Channel 2 is gated
 * through port 0x61 and never raises an interrupt, so timing does not
 * disturb the experiment (the kernel runs with interrupts off).  Under
 * TCG these are host-time figures and only good for rough comparisons.
 */
#include "vm.h"

#define PIT_CH2   0x42
#define PIT_CMD   0x43
#define PORT_B    0x61
#define PIT_HZ    1193182u

static u32 last_count, total_ticks;

static inline void outb(u16 port, u8 v)
{
    __asm__ volatile ("outb %0, %1" : : "a"(v), "Nd"(port));
}
static inline u8 inb(u16 port)
{
    u8 v;
    __asm__ volatile ("inb %1, %0" : "=a"(v) : "Nd"(port));
    return v;
}

static u32 read_count(void)
{
    u32 lo, hi;
    outb(PIT_CMD, 0x80);                 /* latch channel 2 */
    lo = inb(PIT_CH2);
    hi = inb(PIT_CH2);
    return (hi << 8) | lo;
}

void pit_init(void)
{
    u8 b = inb(PORT_B);
    outb(PORT_B, (u8)((b & ~0x02) | 0x01));   /* gate on, speaker off */
    outb(PIT_CMD, 0xB4);                 /* ch2, lo/hi, mode 2, binary */
    outb(PIT_CH2, 0x00);                 /* reload 65536 */
    outb(PIT_CH2, 0x00);
    last_count = read_count();
    total_ticks = 0;
}

/* Must be called at least every 55 ms to see every wrap-around. */
u32 pit_ticks(void)
{
    u32 now = read_count();
    /* the counter counts down */
    total_ticks += (last_count - now) & 0xFFFF;
    last_count = now;
    return total_ticks;
}

u32 pit_ms(u32 ticks)
{
    return (u32)(((u64)ticks * 1000u) / PIT_HZ);
}
