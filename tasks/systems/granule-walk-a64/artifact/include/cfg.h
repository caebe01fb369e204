/* cfg.h - the boot configuration block.
 *
 * The driver (scripts/run_experiment.py) writes a text block of
 * "key=value" lines, starting with the magic line "#gwcfg v2", and QEMU's
 * generic loader device places it at CFG_ADDR before the CPU starts.
 */
#ifndef GW_CFG_H
#define GW_CFG_H

#include "types.h"

#ifndef CFG_ADDR
#define CFG_ADDR 0x47f00000UL
#endif
#define CFG_MAX_BYTES 4096
#define CFG_MAGIC "#gwcfg v2"

#define CFG_LIST_MAX 96

struct gw_config {
	u64 seed;
	u64 accesses;      /* accesses per (workload, granule) run */
	u64 quantum;       /* accesses between address-space switches */
	u64 heap_kib;      /* heap footprint of the synthetic process */
	u64 stride;        /* bytes between accesses of the "stride" workload */
	u32 asid;          /* 1: tagged TLB, no flush on switch (ablation) */
	u32 pwc;           /* 0: page-walk cache disabled (ablation) */
	u32 trace;         /* >0: print the first `trace` translations */
	u32 selftest;      /* 1: run the self-tests before the experiment */
	char workloads[CFG_LIST_MAX];
	char granules[CFG_LIST_MAX];
	bool from_block;   /* true when the values came from the boot block */
};

extern struct gw_config cfg;

void cfg_defaults(struct gw_config *c);
int cfg_load(struct gw_config *c, const char *blk, size_t max);
void cfg_print(const struct gw_config *c);

#endif
