/* tlb.h - a set-associative, LRU, unified TLB model. */
#ifndef GW_TLB_H
#define GW_TLB_H

#include "types.h"

#define TLB_MAX_ENTRIES 2048

struct tlb_entry {
	u64 vpn;
	u64 pa_page;
	u64 stamp;
	bool valid;
};

struct tlb {
	unsigned entries;
	unsigned ways;
	unsigned sets;
	u64 clock;
	u64 hits, misses, flushes;
	struct tlb_entry e[TLB_MAX_ENTRIES];
};

void tlb_init(struct tlb *t, unsigned entries, unsigned ways);
bool tlb_lookup(struct tlb *t, u64 vpn, u64 *pa_page);
void tlb_insert(struct tlb *t, u64 vpn, u64 pa_page);
void tlb_flush(struct tlb *t);

#endif
