/* pwc.h - page-walk cache: caches non-leaf descriptors, fully associative
 * with LRU replacement, keyed by (level, VA bits above the level's index). */
#ifndef GW_PWC_H
#define GW_PWC_H

#include "types.h"

#define PWC_MAX_ENTRIES 64

struct pwc_entry {
	u64 key;
	u64 *next;      /* the table the cached descriptor points to */
	u64 stamp;
	unsigned level;
	bool valid;
};

struct pwc {
	unsigned entries;
	bool enabled;
	u64 clock;
	u64 hits, lookups;
	struct pwc_entry e[PWC_MAX_ENTRIES];
};

void pwc_init(struct pwc *p, unsigned entries, bool enabled);
u64 *pwc_lookup(struct pwc *p, unsigned level, u64 key);
void pwc_insert(struct pwc *p, unsigned level, u64 key, u64 *next);
void pwc_flush(struct pwc *p);

#endif
