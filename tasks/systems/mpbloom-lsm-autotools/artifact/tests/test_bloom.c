#include "config.h"
#include <string.h>
#include "bloom.h"
#include "stats.h"
#include "testutil.h"

int main(void)
{
    bloom *b = bloom_new(10000, 10), *d;
    unsigned char *enc;
    uint64_t fp = 0;
    struct bloom_params bp = {BLOOM_MPB, 10, 2, 16, 64};

    for (uint64_t k = 0; k < 20000; k += 2)
        bloom_add(b, k);
    for (uint64_t k = 0; k < 20000; k += 2)
        CHECK(bloom_may_contain(b, k));
    for (uint64_t k = 1; k < 20000; k += 2)
        fp += bloom_may_contain(b, k);
    /* 10 bits/key: about 1% false positives */
    CHECK(fp < 300);
    CHECK_EQ(bloom_k_for(10), 7);
    CHECK_EQ(bloom_k_for(1), 1);
    CHECK_EQ(bloom_nbits_for(10, 10), 128);

    enc = malloc(bloom_encoded_size(b));
    bloom_encode(b, enc);
    d = bloom_decode(enc, bloom_encoded_size(b));
    CHECK(d && d->nbits == b->nbits && d->k == b->k);
    CHECK(!memcmp(d->bits, b->bits, b->nbits / 8));

    /* MPB: cold start, then interpolation, then epoch reset */
    lsm_stats_reset();
    lsm_stats.level_probes[1] = 10;
    CHECK_EQ(bloom_choose_bpk(&bp, 1, 3), 10);
    lsm_stats.level_probes[1] = 100;
    lsm_stats.level_negs[1] = 50;
    CHECK_EQ(bloom_choose_bpk(&bp, 1, 3), 9);
    CHECK_EQ(lsm_stats.level_probes[1], 0);
    lsm_stats.level_probes[2] = 100;
    lsm_stats.level_negs[2] = 100;
    CHECK_EQ(bloom_choose_bpk(&bp, 2, 3), 16);
    bp.policy = BLOOM_NONE;
    CHECK_EQ(bloom_choose_bpk(&bp, 0, 3), 0);
    CHECK_EQ(bloom_policy_from_name("MPB"), BLOOM_MPB);

    bloom_free(b);
    bloom_free(d);
    free(enc);
    return t_done("test_bloom");
}
