#ifndef LSM_BLOOM_H
#define LSM_BLOOM_H
/*
 * bloom.h - per-run bloom filters and the policies that size them.
 *
 * A filter is built once, when its run is written (flush or compaction), and
 * never resized.  The policy decides bits-per-key at that moment.
 */
#include <stdint.h>
#include <stddef.h>

enum bloom_policy {
    BLOOM_NONE = 0,       /* no filters at all */
    BLOOM_UNIFORM = 1,    /* the same bits-per-key for every run */
    BLOOM_MPB = 2,        /* miss-proportional sizing (the paper) */
    BLOOM_LEVELDECAY = 3  /* more bits for shallow levels (old experiment) */
};

struct bloom_params {
    int policy;
    uint32_t bits_per_key;    /* uniform budget, and MPB's cold-start value */
    uint32_t bpk_min;         /* MPB floor */
    uint32_t bpk_max;         /* MPB ceiling */
    uint32_t min_probes;      /* MPB: epochs with fewer probes use bits_per_key */
};

typedef struct bloom {
    uint32_t bpk;             /* bits per key it was built with */
    uint32_t k;               /* probes per key */
    uint64_t nbits;           /* multiple of 64; 0 = no filter */
    unsigned char *bits;
} bloom;

int bloom_policy_from_name(const char *name);
const char *bloom_policy_name(int policy);

/* bits per key for a new run at level lvl; consumes the level's probe epoch */
uint32_t bloom_choose_bpk(const struct bloom_params *bp, int lvl, int nlevels);

uint32_t bloom_k_for(uint32_t bpk);
uint64_t bloom_nbits_for(uint64_t nkeys, uint32_t bpk);

bloom *bloom_new(uint64_t nkeys, uint32_t bpk);
void bloom_add(bloom *b, uint64_t key);
int bloom_may_contain(const bloom *b, uint64_t key);
void bloom_free(bloom *b);

/* on-disk section: u32 bpk, u32 k, u64 nbits, then nbits/8 bytes */
size_t bloom_encoded_size(const bloom *b);
void bloom_encode(const bloom *b, unsigned char *dst);
bloom *bloom_decode(const unsigned char *src, size_t len);

#endif
