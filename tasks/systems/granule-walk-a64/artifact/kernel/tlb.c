/* tlb.c - set-associative TLB with true LRU inside a set. */
#include "tlb.h"
#include "string.h"
#include "printk.h"

void tlb_init(struct tlb *t, unsigned entries, unsigned ways)
{
	memset(t, 0, sizeof(*t));
	if (entries > TLB_MAX_ENTRIES)
		entries = TLB_MAX_ENTRIES;
	if (!ways || entries % ways) {
		pr_warn("tlb: %u entries not divisible by %u ways, using 1 way\n",
			entries, ways);
		ways = 1;
	}
	t->entries = entries;
	t->ways = ways;
	t->sets = entries / ways;
}

void tlb_flush(struct tlb *t)
{
	unsigned i;

	for (i = 0; i < t->entries; i++)
		t->e[i].valid = false;
	t->flushes++;
}

static inline struct tlb_entry *set_of(struct tlb *t, u64 vpn)
{
	return &t->e[(vpn % t->sets) * t->ways];
}

bool tlb_lookup(struct tlb *t, u64 vpn, u64 *pa_page)
{
	struct tlb_entry *s = set_of(t, vpn);
	unsigned w;

	for (w = 0; w < t->ways; w++) {
		if (s[w].valid && s[w].vpn == vpn) {
			s[w].stamp = ++t->clock;
			*pa_page = s[w].pa_page;
			t->hits++;
			return true;
		}
	}
	t->misses++;
	return false;
}

void tlb_insert(struct tlb *t, u64 vpn, u64 pa_page)
{
	struct tlb_entry *s = set_of(t, vpn), *v = NULL;
	unsigned w;

	for (w = 0; w < t->ways; w++) {
		if (!s[w].valid) {
			v = &s[w];
			break;
		}
		if (!v || s[w].stamp < v->stamp)
			v = &s[w];
	}
	v->valid = true;
	v->vpn = vpn;
	v->pa_page = pa_page;
	v->stamp = ++t->clock;
}
