/* kalloc.c - the page-table pool. */
#include "kalloc.h"
#include "cfg.h"
#include "printk.h"
#include "string.h"

extern char __pool_start[];

static u64 pool_base, pool_end, pool_cur;

void pool_init(void)
{
	pool_base = ALIGN_UP((u64)(uintptr_t)__pool_start, 0x10000);
	/* The boot block sits above the pool. */
	pool_end = CFG_ADDR & ~0xffffULL;
	pool_cur = pool_base;
}

void pool_reset(void)
{
	pool_cur = pool_base;
}

void *pool_alloc(u64 size, u64 align)
{
	u64 p = ALIGN_UP(pool_cur, align);

	if (p + size > pool_end) {
		pr_err("pool: out of table memory (%llu KiB in use)\n",
		       (pool_cur - pool_base) >> 10);
		return NULL;
	}
	pool_cur = p + size;
	memset((void *)(uintptr_t)p, 0, size);
	return (void *)(uintptr_t)p;
}

u64 pool_used(void)
{
	return pool_cur - pool_base;
}

u64 pool_capacity(void)
{
	return pool_end - pool_base;
}
