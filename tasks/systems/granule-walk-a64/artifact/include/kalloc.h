/* kalloc.h - the table pool: a bump allocator over the RAM above the
 * kernel image, reset between runs. */
#ifndef GW_KALLOC_H
#define GW_KALLOC_H

#include "types.h"

void pool_init(void);
void pool_reset(void);
void *pool_alloc(u64 size, u64 align);
u64 pool_used(void);
u64 pool_capacity(void);

#endif
