/* walker.c - the counting software walker.
 *
 * A walk starts at the deepest level whose descriptor the page-walk cache
 * holds, reads one descriptor per remaining level (every read is one
 * memory reference in the paper's cost model), installs missing tables and
 * the leaf on the way, and fills the walk cache with the non-leaf
 * descriptors it read. */
#include "walker.h"
#include "printk.h"
#include "psci.h"

static noreturn void walk_panic(u64 va, unsigned lvl)
{
	pr_err("walk: cannot allocate a level-%u table for va 0x%llx\n", lvl, va);
	psci_system_off();
}

u64 walk(struct addr_space *as, struct pwc *pwc, u64 va, struct walk_stats *ws)
{
	const struct granule *g = as->g;
	u64 *table = as->root;
	unsigned lvl = g->start_level;
	int l;

	ws->walks++;
	for (l = 2; l >= (int)g->start_level; l--) {
		u64 *next = pwc_lookup(pwc, (unsigned)l, va >> level_shift(g, (unsigned)l));
		if (next) {
			table = next;
			lvl = (unsigned)l + 1;
			ws->pwc_hits++;
			break;
		}
	}

	for (;; lvl++) {
		volatile u64 *slot = &table[level_index(g, lvl, va)];
		u64 d = *slot;

		ws->refs++;
		if (lvl == 3) {
			if (!desc_valid(d)) {
				u64 pa = DATA_PA_BASE + (as->next_frame++ << g->page_shift);
				d = pa | DESC_VALID | DESC_PAGE | DESC_AF |
				    DESC_SH_INNER | DESC_ATTRIDX(0);
				*slot = d;
				as->data_pages++;
				ws->faults++;
			}
			return d & DESC_ADDR_MASK & ~(granule_size(g) - 1);
		}
		if (!desc_valid(d)) {
			u64 *nt = table_alloc(as);
			if (!nt)
				walk_panic(va, lvl + 1);
			d = (u64)(uintptr_t)nt | DESC_VALID | DESC_TABLE;
			*slot = d;
		}
		table = desc_next_table(d);
		pwc_insert(pwc, lvl, va >> level_shift(g, lvl), table);
	}
}
