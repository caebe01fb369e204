/* schedlab: physical page allocator (binary buddy) and a small object cache. */
#ifndef SCHEDLAB_KALLOC_H
#define SCHEDLAB_KALLOC_H

#include "types.h"

#define MAX_ORDER 10                 /* largest block: 4 MiB */

void   kalloc_init(uint64 start, uint64 end);
void  *alloc_pages(int order);
void   free_pages(void *p, int order);
void  *kalloc(void);                 /* one zeroed page */
void   kfree(void *p);
uint64 kalloc_free_pages(void);
void   kalloc_stats(void);
int    kalloc_check(void);           /* consistency check, 0 if ok */

struct kmem_cache;
struct kmem_cache *kmem_cache_create(const char *name, size_t objsize);
void  *kmem_cache_alloc(struct kmem_cache *c);
void   kmem_cache_free(struct kmem_cache *c, void *obj);
void   kmem_cache_stats(struct kmem_cache *c);

#endif
