/*
 * bloom.c - bloom filters with double hashing, and the sizing policies.
 *
 * Miss-proportional bloom sizing (MPB): every lookup that reaches a run
 * (its key range covers the key) is charged to the run's level as a probe;
 * if the run turns out not to hold the key (filter said no, or the data
 * block did not have it) it is also charged as a miss.  When a new run is
 * built for level i, its bits-per-key is interpolated between bpk_min and
 * bpk_max by the miss ratio that level saw since its previous run was built:
 *
 *     bpk = bpk_min + (bpk_max - bpk_min) * misses_i / probes_i
 *
 * Levels whose probes mostly end in a hit (deep levels under a read-mostly
 * workload) gain little from a filter and get few bits; levels that are
 * mostly passed through get many.  Integer arithmetic only, so the sizing is
 * reproducible across hosts.
 */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "bloom.h"
#include "hash.h"
#include "coding.h"
#include "stats.h"
#include "util.h"

static const struct {
    const char *name;
    int policy;
} policy_names[] = {
    {"none", BLOOM_NONE},
    {"uniform", BLOOM_UNIFORM},
    {"mpb", BLOOM_MPB},
    {"leveldecay", BLOOM_LEVELDECAY},
};

int bloom_policy_from_name(const char *name)
{
    for (size_t i = 0; i < sizeof policy_names / sizeof policy_names[0]; i++)
        if (!strcasecmp(name, policy_names[i].name))
            return policy_names[i].policy;
    return -1;
}

const char *bloom_policy_name(int policy)
{
    for (size_t i = 0; i < sizeof policy_names / sizeof policy_names[0]; i++)
        if (policy_names[i].policy == policy)
            return policy_names[i].name;
    return "?";
}

uint32_t bloom_choose_bpk(const struct bloom_params *bp, int lvl, int nlevels)
{
    uint32_t bpk = bp->bits_per_key;
    uint64_t probes = lsm_stats.level_probes[lvl];
    uint64_t negs = lsm_stats.level_negs[lvl];

    switch (bp->policy) {
    case BLOOM_NONE:
        bpk = 0;
        break;
    case BLOOM_UNIFORM:
        break;
    case BLOOM_MPB:
        if (probes >= bp->min_probes && probes > 0)
            bpk = bp->bpk_min + (uint32_t)(((uint64_t)(bp->bpk_max - bp->bpk_min) * negs) / probes);
        break;
    case BLOOM_LEVELDECAY: {
        int depth = nlevels - 1 - lvl;
        if (depth < 0)
            depth = 0;
        bpk = bp->bits_per_key + 2u * (uint32_t)depth;
        if (bpk > bp->bpk_max)
            bpk = bp->bpk_max;
        break;
    }
    }
    /* a new epoch starts for this level */
    lsm_stats.level_probes[lvl] = 0;
    lsm_stats.level_negs[lvl] = 0;
    return bpk;
}

uint32_t bloom_k_for(uint32_t bpk)
{
    uint32_t k = (bpk * 693u + 500u) / 1000u;  /* round(bpk * ln 2) */
    if (k < 1)
        k = 1;
    if (k > 30)
        k = 30;
    return k;
}

uint64_t bloom_nbits_for(uint64_t nkeys, uint32_t bpk)
{
    uint64_t n;
    if (bpk == 0)
        return 0;
    n = nkeys * bpk;
    n = (n + 63) / 64 * 64;
    if (n < 64)
        n = 64;
    return n;
}

bloom *bloom_new(uint64_t nkeys, uint32_t bpk)
{
    bloom *b = xcalloc(1, sizeof *b);
    b->bpk = bpk;
    b->k = bpk ? bloom_k_for(bpk) : 0;
    b->nbits = bloom_nbits_for(nkeys, bpk);
    b->bits = xcalloc(b->nbits / 8 + 1, 1);
    lsm_stats.bloom_bits_built += b->nbits;
    return b;
}

void bloom_add(bloom *b, uint64_t key)
{
    uint64_t h, h1, h2;
    if (!b->nbits)
        return;
    h = lsm_key_hash(key);
    h1 = h & 0xffffffffu;
    h2 = (h >> 32) | 1u;
    for (uint32_t j = 0; j < b->k; j++) {
        uint64_t pos = (h1 + (uint64_t)j * h2) % b->nbits;
        b->bits[pos >> 3] |= (unsigned char)(1u << (pos & 7));
    }
}

int bloom_may_contain(const bloom *b, uint64_t key)
{
    uint64_t h, h1, h2;
    if (!b || !b->nbits)
        return 1;
    h = lsm_key_hash(key);
    h1 = h & 0xffffffffu;
    h2 = (h >> 32) | 1u;
    for (uint32_t j = 0; j < b->k; j++) {
        uint64_t pos = (h1 + (uint64_t)j * h2) % b->nbits;
        if (!(b->bits[pos >> 3] & (1u << (pos & 7))))
            return 0;
    }
    return 1;
}

void bloom_free(bloom *b)
{
    if (!b)
        return;
    free(b->bits);
    free(b);
}

size_t bloom_encoded_size(const bloom *b)
{
    return 16 + (size_t)(b ? b->nbits / 8 : 0);
}

void bloom_encode(const bloom *b, unsigned char *dst)
{
    put_u32(dst, b ? b->bpk : 0);
    put_u32(dst + 4, b ? b->k : 0);
    put_u64(dst + 8, b ? b->nbits : 0);
    if (b && b->nbits)
        memcpy(dst + 16, b->bits, b->nbits / 8);
}

bloom *bloom_decode(const unsigned char *src, size_t len)
{
    bloom *b;
    if (len < 16)
        return NULL;
    b = xcalloc(1, sizeof *b);
    b->bpk = get_u32(src);
    b->k = get_u32(src + 4);
    b->nbits = get_u64(src + 8);
    if (16 + b->nbits / 8 > len) {
        free(b);
        return NULL;
    }
    b->bits = xcalloc(b->nbits / 8 + 1, 1);
    if (b->nbits)
        memcpy(b->bits, src + 16, b->nbits / 8);
    return b;
}
