/* unit test: ring placement and target selection */
#undef NDEBUG
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "conf.h"
#include "hash.h"
#include "log.h"
#include "ring.h"

static void mkconf(kvq_conf *c, int n)
{
    int i;
    kvq_conf_defaults(c);
    c->nnodes = n;
    for (i = 0; i < n; i++) {
        snprintf(c->nodes[i].name, sizeof(c->nodes[i].name), "n%d", i);
        snprintf(c->nodes[i].host, sizeof(c->nodes[i].host), "127.0.0.1");
        c->nodes[i].port = 7300 + i;
    }
}

int main(void)
{
    kvq_conf c;
    kvq_ring r;
    int walk[KVQ_MAX_NODES], t[KVQ_MAX_NODES], hf[KVQ_MAX_NODES];
    int i, k, counts[5] = { 0 };
    char key[32];

    kvq_log_init("test_ring", KVQ_LOG_WARN);
    assert(kvq_fnv1a_str("") == KVQ_FNV_OFFSET);
    assert(kvq_fnv1a_str("a") == 0xaf63dc4c8601ec8cULL);

    mkconf(&c, 5);
    assert(kvq_ring_build(&r, &c) == 0);
    assert(r.ntokens == 5 * c.vnodes);
    for (i = 1; i < r.ntokens; i++)
        assert(r.tokens[i - 1].pos <= r.tokens[i].pos);

    for (k = 0; k < 2000; k++) {
        uint32_t seen = 0;
        snprintf(key, sizeof(key), "k%05d", k);
        assert(kvq_ring_walk(&r, key, (int)strlen(key), walk) == 5);
        for (i = 0; i < 5; i++) {
            assert(!(seen & (1u << walk[i])));
            seen |= 1u << walk[i];
        }
        counts[walk[0]]++;
    }
    for (i = 0; i < 5; i++)
        assert(counts[i] > 100);   /* no node starves */

    /* all live: the first q positions, no hints */
    walk[0] = 3; walk[1] = 1; walk[2] = 4; walk[3] = 0; walk[4] = 2;
    assert(kvq_choose_targets(walk, 5, 0x1f, 2, t, hf) == 2);
    assert(t[0] == 3 && t[1] == 1 && hf[0] == -1 && hf[1] == -1);
    /* node 1 down: node 4 stands in with a hint for 1 */
    assert(kvq_choose_targets(walk, 5, 0x1f & ~(1u << 1), 2, t, hf) == 2);
    assert(t[0] == 3 && t[1] == 4 && hf[1] == 1);
    /* 3 and 1 down: 4 and 0 stand in, in order */
    assert(kvq_choose_targets(walk, 5, (1u << 4) | (1u << 0) | (1u << 2), 2, t, hf) == 2);
    assert(t[0] == 4 && hf[0] == 3 && t[1] == 0 && hf[1] == 1);
    /* only one node live: unavailable for q = 2 */
    assert(kvq_choose_targets(walk, 5, 1u << 2, 2, t, hf) == -1);
    assert(kvq_first_live(walk, 5, (1u << 0) | (1u << 2)) == 0);

    kvq_ring_free(&r);
    printf("test_ring: ok\n");
    return 0;
}
