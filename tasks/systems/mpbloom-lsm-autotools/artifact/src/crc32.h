#ifndef LSM_CRC32_H
#define LSM_CRC32_H
#include <stddef.h>
#include <stdint.h>
uint32_t lsm_crc32(uint32_t crc, const void *buf, size_t len);
#endif
