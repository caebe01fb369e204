/* cpu.h - core identification and the TLB geometry of the modelled core. */
#ifndef GW_CPU_H
#define GW_CPU_H

#include "types.h"

struct core_model {
	const char *name;
	u32 implementer;   /* MIDR_EL1[31:24] */
	u32 partnum;       /* MIDR_EL1[15:4] */
	u32 min_variant;   /* MIDR_EL1[23:20]: first variant the row applies to */
	unsigned tlb_entries;
	unsigned tlb_ways;
	unsigned pwc_entries;
};

/* The core the kernel runs on decides the modelled TLB (section 2 of the
 * paper: "the walker models the translation caches of the core it runs on"). */
const struct core_model *cpu_identify(u64 *midr_out);
void cpu_print_features(void);

#endif
