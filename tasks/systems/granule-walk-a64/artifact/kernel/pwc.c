/* pwc.c - page-walk cache (fully associative, LRU). */
#include "pwc.h"
#include "string.h"

void pwc_init(struct pwc *p, unsigned entries, bool enabled)
{
	memset(p, 0, sizeof(*p));
	p->entries = entries > PWC_MAX_ENTRIES ? PWC_MAX_ENTRIES : entries;
	p->enabled = enabled && entries > 0;
}

void pwc_flush(struct pwc *p)
{
	unsigned i;

	for (i = 0; i < p->entries; i++)
		p->e[i].valid = false;
}

u64 *pwc_lookup(struct pwc *p, unsigned level, u64 key)
{
	unsigned i;

	if (!p->enabled)
		return NULL;
	p->lookups++;
	for (i = 0; i < p->entries; i++) {
		struct pwc_entry *e = &p->e[i];
		if (e->valid && e->level == level && e->key == key) {
			e->stamp = ++p->clock;
			p->hits++;
			return e->next;
		}
	}
	return NULL;
}

void pwc_insert(struct pwc *p, unsigned level, u64 key, u64 *next)
{
	struct pwc_entry *free = NULL, *lru = NULL, *victim;
	unsigned i;

	if (!p->enabled)
		return;
	for (i = 0; i < p->entries; i++) {
		struct pwc_entry *e = &p->e[i];
		if (!e->valid) {
			if (!free)
				free = e;
			continue;
		}
		if (e->level == level && e->key == key) {
			e->stamp = ++p->clock;
			return;
		}
		if (!lru || e->stamp < lru->stamp)
			lru = e;
	}
	victim = free ? free : lru;
	victim->valid = true;
	victim->level = level;
	victim->key = key;
	victim->next = next;
	victim->stamp = ++p->clock;
}
