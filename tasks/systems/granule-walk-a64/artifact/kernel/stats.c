/* stats.c - the RESULT line format parsed by scripts/parse_log.py.
 *
 * Keep the field order: the 1.x parser (tools/logdiff.py) matches
 * positionally. */
#include "stats.h"
#include "printk.h"

void stats_print_result(const struct run_stats *r)
{
	printk("RESULT seed=%llu wl=%s gran=%s acc=%llu miss=%llu refs=%llu "
	       "pwch=%llu faults=%llu tables=%llu tkib=%llu rkib=%llu "
	       "flush=%llu chk=%016llx\n",
	       r->seed, r->workload, r->granule, r->accesses, r->tlb_misses,
	       r->walk_refs, r->pwc_hits, r->faults, r->tables,
	       r->table_bytes >> 10, r->resident_bytes >> 10, r->flushes,
	       r->checksum);
}

void stats_print_summary(const struct run_stats *r)
{
	char mpka[32], rpw[32];

	fmt_ratio(mpka, sizeof(mpka), r->tlb_misses * 1000, r->accesses, 2);
	fmt_ratio(rpw, sizeof(rpw), r->walk_refs, r->tlb_misses, 3);
	printk("  %-7s %-4s  misses/1k=%s  refs/walk=%s  tables=%llu KiB  resident=%llu KiB\n",
	       r->workload, r->granule, mpka, rpw, r->table_bytes >> 10,
	       r->resident_bytes >> 10);
}
