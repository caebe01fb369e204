#ifndef LSM_HASH_H
#define LSM_HASH_H
/*
 * hash.h - the filter hash.  xxHash64 when libxxhash is available, otherwise
 * a portable fallback (see hash.c).
 */
#include <stdint.h>

#define LSM_FILTER_SEED 0x5EEDB10FULL

uint64_t lsm_key_hash(uint64_t key);
const char *lsm_hash_name(void);

#endif
