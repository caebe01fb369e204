/* pgtable.c - address spaces: a root table and lazily built levels. */
#include "pgtable.h"
#include "kalloc.h"
#include "printk.h"

u64 *table_alloc(struct addr_space *as)
{
	u64 sz = granule_size(as->g);
	u64 *t = pool_alloc(sz, sz);

	if (t)
		as->tables++;
	return t;
}

int as_create(struct addr_space *as, const struct granule *g)
{
	as->g = g;
	as->tables = 0;
	as->data_pages = 0;
	as->next_frame = 0;
	/* The root occupies a whole granule even where the start level
	 * resolves fewer bits (16K: 2 entries at level 0; 64K: 64 entries
	 * at level 1): that is how the paper counts table memory. */
	as->root = table_alloc(as);
	return as->root ? 0 : -1;
}

void as_destroy(struct addr_space *as)
{
	as->root = NULL;
	pool_reset();
}
