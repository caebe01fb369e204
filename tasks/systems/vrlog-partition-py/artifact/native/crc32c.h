/* crc32c.h -- Castagnoli CRC for vrlog's on-disk records. */
#ifndef VRLOG_CRC32C_H
#define VRLOG_CRC32C_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

uint32_t vr_crc32c(uint32_t crc, const unsigned char *buf, size_t len);
uint32_t vr_crc32c_record(const unsigned char *buf, size_t len);
int vr_crc32c_selftest(void);
const char *vr_crc32c_impl(void);

#ifdef __cplusplus
}
#endif

#endif
