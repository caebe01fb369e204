/* stats.h - per-run counters and their RESULT line. */
#ifndef GW_STATS_H
#define GW_STATS_H

#include "types.h"

struct run_stats {
	const char *workload;
	const char *granule;
	u64 seed;
	u64 accesses;
	u64 tlb_misses;
	u64 walk_refs;
	u64 pwc_hits;
	u64 faults;
	u64 tables;
	u64 table_bytes;
	u64 resident_bytes;
	u64 flushes;
	u64 checksum;
};

void stats_print_result(const struct run_stats *r);
void stats_print_summary(const struct run_stats *r);

#endif
