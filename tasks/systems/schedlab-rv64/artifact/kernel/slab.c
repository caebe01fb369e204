/*
 * schedlab: a fixed-size object cache on top of the page allocator.
 *
 * Each slab is one page: a header followed by equally sized objects, free
 * objects chained through their first word.  Good enough for struct proc
 * and trap frames; nothing is ever returned to the page allocator.
 */
#include "types.h"
#include "param.h"
#include "string.h"
#include "console.h"
#include "klog.h"
#include "kalloc.h"

#define MAX_CACHES 8

struct slab {
    struct slab *next;
    void        *free;
    uint32       inuse;
    uint32       total;
};

struct kmem_cache {
    const char  *name;
    size_t       objsize;
    struct slab *slabs;
    uint64       allocs;
    uint64       frees;
};

static struct kmem_cache caches[MAX_CACHES];
static int ncaches;

struct kmem_cache *kmem_cache_create(const char *name, size_t objsize)
{
    if (ncaches == MAX_CACHES)
        panic("slab: too many caches");
    struct kmem_cache *c = &caches[ncaches++];
    c->name = name;
    c->objsize = ALIGN_UP(MAX(objsize, sizeof(void *)), 16);
    if (c->objsize > PAGE_SIZE - ALIGN_UP(sizeof(struct slab), 16))
        panic("slab: %s: object of %lu bytes too big", name, objsize);
    c->slabs = NULL;
    return c;
}

static struct slab *slab_grow(struct kmem_cache *c)
{
    struct slab *s = kalloc();
    if (!s)
        return NULL;
    uint64 first = ALIGN_UP(sizeof(struct slab), 16);
    s->total = (PAGE_SIZE - first) / c->objsize;
    s->inuse = 0;
    s->free = NULL;
    for (int i = s->total - 1; i >= 0; i--) {
        void **obj = (void **)((uint8 *)s + first + i * c->objsize);
        *obj = s->free;
        s->free = obj;
    }
    s->next = c->slabs;
    c->slabs = s;
    kdebug("slab: %s: new slab %p (%u objects)\n", c->name, s, s->total);
    return s;
}

void *kmem_cache_alloc(struct kmem_cache *c)
{
    struct slab *s = c->slabs;
    while (s && !s->free)
        s = s->next;
    if (!s && !(s = slab_grow(c)))
        return NULL;
    void **obj = s->free;
    s->free = *obj;
    s->inuse++;
    c->allocs++;
    memset(obj, 0, c->objsize);
    return obj;
}

void kmem_cache_free(struct kmem_cache *c, void *obj)
{
    struct slab *s = (struct slab *)ALIGN_DOWN((uint64)obj, PAGE_SIZE);
    *(void **)obj = s->free;
    s->free = obj;
    s->inuse--;
    c->frees++;
}

void kmem_cache_stats(struct kmem_cache *c)
{
    int n = 0;
    uint32 inuse = 0;
    for (struct slab *s = c->slabs; s; s = s->next) {
        n++;
        inuse += s->inuse;
    }
    kprintf("slab: %s: %d slabs, %u in use, %lu allocs, %lu frees\n",
            c->name, n, inuse, c->allocs, c->frees);
}
