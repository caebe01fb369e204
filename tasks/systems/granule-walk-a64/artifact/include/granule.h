/* granule.h - geometry of the AArch64 VMSAv8-64 translation granules.
 *
 * With a 48-bit input address:
 *   4K : 9 bits per level, levels 0..3, 4 lookups
 *   16K: 11 bits per level, level 0 resolves a single bit, 4 lookups
 *   64K: 13 bits per level, walk starts at level 1 (6 bits), 3 lookups
 */
#ifndef GW_GRANULE_H
#define GW_GRANULE_H

#include "types.h"

#define VA_BITS 48

struct granule {
	const char *name;
	unsigned page_shift;
	unsigned bits_per_level;
	unsigned start_level;   /* first level looked up */
	unsigned levels;        /* number of lookups in a full walk */
};

extern const struct granule granules[];
extern const unsigned nr_granules;

const struct granule *granule_by_name(const char *name, size_t len);

static inline unsigned level_shift(const struct granule *g, unsigned lvl)
{
	return g->page_shift + (3 - lvl) * g->bits_per_level;
}

static inline unsigned level_bits(const struct granule *g, unsigned lvl)
{
	unsigned sh = level_shift(g, lvl);
	unsigned rem = VA_BITS - sh;

	return rem < g->bits_per_level ? rem : g->bits_per_level;
}

static inline u64 level_index(const struct granule *g, unsigned lvl, u64 va)
{
	return (va >> level_shift(g, lvl)) & ((1ULL << level_bits(g, lvl)) - 1);
}

static inline u64 granule_size(const struct granule *g)
{
	return 1ULL << g->page_shift;
}

#endif
