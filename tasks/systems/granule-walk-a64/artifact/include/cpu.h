/* cpu.h - core identification and the TLB geometry of the modelled core. */
#ifndef GW_CPU_H
#define GW_CPU_H

#include "types.h"

struct core_model {
	const char *name;
	u32 implementer;   /* MIDR_EL1[31:24] */
	u32 partnum;       /* MIDR_EL1[15:4] */
	unsigned tlb_entries;
	unsigned tlb_ways;
	unsigned pwc_entries;
};

/* The core the kernel runs on decides the modelled TLB (section 3 of the
 * paper: "the walker models the translation caches of the core it runs on"). */
const struct core_model *cpu_identify(u64 *midr_out);
void cpu_print_features(void);

#endif
