#include "config.h"
#include <string.h>
#include "cache.h"
#include "util.h"
#include "testutil.h"

static unsigned char *blk(int v)
{
    unsigned char *b = xmalloc(8);
    memset(b, v, 8);
    return b;
}

int main(void)
{
    lsm_cache *c = cache_new(3), *z;
    size_t len;
    cache_insert(c, 1, 0, blk(1), 8);
    cache_insert(c, 1, 1, blk(2), 8);
    cache_insert(c, 2, 0, blk(3), 8);
    CHECK(cache_lookup(c, 1, 0, &len) != NULL);   /* 1/0 becomes most recent */
    cache_insert(c, 2, 1, blk(4), 8);             /* evicts 1/1 */
    CHECK(cache_lookup(c, 1, 1, &len) == NULL);
    CHECK(cache_lookup(c, 1, 0, &len) != NULL);
    CHECK_EQ(c->count, 3);
    cache_purge_file(c, 2);
    CHECK_EQ(c->count, 1);
    CHECK(cache_lookup(c, 2, 0, &len) == NULL);
    cache_free(c);

    z = cache_new(0);
    CHECK(cache_insert(z, 1, 0, blk(1), 8) == NULL);
    CHECK(cache_lookup(z, 1, 0, &len) == NULL);
    cache_free(z);
    return t_done("test_cache");
}
