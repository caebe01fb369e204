/* sysreg.h - accessors for AArch64 system registers. */
#ifndef GW_SYSREG_H
#define GW_SYSREG_H

#include "types.h"

#define read_sysreg(reg) ({                                   \
	u64 __val;                                            \
	__asm__ volatile("mrs %0, " #reg : "=r"(__val));      \
	__val;                                                \
})

#define write_sysreg(val, reg) do {                           \
	u64 __val = (u64)(val);                               \
	__asm__ volatile("msr " #reg ", %0" : : "r"(__val));  \
} while (0)

static inline void isb(void) { __asm__ volatile("isb" ::: "memory"); }
static inline void dsb_sy(void) { __asm__ volatile("dsb sy" ::: "memory"); }
static inline void wfe(void) { __asm__ volatile("wfe"); }

static inline unsigned current_el(void)
{
	return (unsigned)((read_sysreg(CurrentEL) >> 2) & 3);
}

#endif
