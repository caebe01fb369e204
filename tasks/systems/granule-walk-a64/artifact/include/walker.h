/* walker.h - the counting software page-table walker. */
#ifndef GW_WALKER_H
#define GW_WALKER_H

#include "types.h"
#include "pgtable.h"
#include "pwc.h"

struct walk_stats {
	u64 walks;
	u64 refs;          /* descriptor reads */
	u64 pwc_hits;      /* walks shortened by the page-walk cache */
	u64 faults;        /* first-touch leaf installs */
};

/* Translate va; installs missing tables and pages on the way (demand
 * paging). Returns the physical page base. */
u64 walk(struct addr_space *as, struct pwc *pwc, u64 va, struct walk_stats *ws);

#endif
