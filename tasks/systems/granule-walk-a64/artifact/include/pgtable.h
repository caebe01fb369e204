/* pgtable.h - real VMSAv8-64 descriptors built in guest memory.
 *
 * The tables are never installed in TTBR0_EL1: the experiment walks them
 * in software (kernel/walker.c) so that every descriptor read can be
 * counted. The format is the architectural one nonetheless, so the tables
 * can be dumped and checked with tools/dump_tables.py.
 */
#ifndef GW_PGTABLE_H
#define GW_PGTABLE_H

#include "types.h"
#include "granule.h"

#define DESC_VALID     (1ULL << 0)
#define DESC_TABLE     (1ULL << 1)   /* levels 0-2: table; level 3: page */
#define DESC_PAGE      (1ULL << 1)
#define DESC_AF        (1ULL << 10)
#define DESC_SH_INNER  (3ULL << 8)
#define DESC_ATTRIDX(n) ((u64)(n) << 2)
#define DESC_ADDR_MASK 0x0000fffffffff000ULL

/* Simulated physical memory handed out for data pages: the frames are
 * never touched, only their addresses appear in descriptors. */
#define DATA_PA_BASE 0x0000000800000000ULL

struct addr_space {
	const struct granule *g;
	u64 *root;
	u64 tables;        /* table pages allocated (root included) */
	u64 data_pages;    /* leaf pages installed on first touch */
	u64 next_frame;
};

int  as_create(struct addr_space *as, const struct granule *g);
void as_destroy(struct addr_space *as);
u64 *table_alloc(struct addr_space *as);

static inline bool desc_valid(u64 d) { return (d & DESC_VALID) != 0; }
static inline u64 *desc_next_table(u64 d)
{
	return (u64 *)(uintptr_t)(d & DESC_ADDR_MASK);
}

#endif
