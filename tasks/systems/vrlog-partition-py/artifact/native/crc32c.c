/*
 * crc32c.c -- table-driven CRC-32C (Castagnoli, reflected 0x82F63B78).
 *
 * vrlog frames every record of a node's state file as
 *     <len:u32 le> <crc32c:u32 le> <payload>
 * and refuses to start from a file whose last record does not check out
 * (a torn write after SIGKILL is truncated instead).  The Python side loads
 * this file through ctypes (vrlog/native.py); the table is built once.
 *
 * The SSE4.2 path of the 2018 version was dropped in 0.6 (it made the
 * testbed build depend on the CPU); vr_crc32c_impl() says which one runs.
 */
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <sys/types.h>
#include <sys/sysctl.h>

#include "crc32c.h"

#define POLY 0x82F63B78u

static uint32_t table[8][256];
static int table_ready = 0;

static void build_table(void)
{
    uint32_t i, j, crc;

    for (i = 0; i < 256; i++) {
        crc = i;
        for (j = 0; j < 8; j++)
            crc = (crc & 1) ? (crc >> 1) ^ POLY : crc >> 1;
        table[0][i] = crc;
    }
    for (i = 0; i < 256; i++) {
        crc = table[0][i];
        for (j = 1; j < 8; j++) {
            crc = table[0][crc & 0xff] ^ (crc >> 8);
            table[j][i] = crc;
        }
    }
    table_ready = 1;
}

uint32_t vr_crc32c(uint32_t crc, const unsigned char *buf, size_t len)
{
    if (!table_ready)
        build_table();
    crc = ~crc;
    /* slicing-by-8 on the aligned middle, bytewise on the ends */
    while (len && ((uintptr_t)buf & 7)) {
        crc = table[0][(crc ^ *buf++) & 0xff] ^ (crc >> 8);
        len--;
    }
    while (len >= 8) {
        uint32_t lo, hi;
        memcpy(&lo, buf, 4);
        memcpy(&hi, buf + 4, 4);
        lo ^= crc;
        crc = table[7][lo & 0xff] ^ table[6][(lo >> 8) & 0xff] ^
              table[5][(lo >> 16) & 0xff] ^ table[4][lo >> 24] ^
              table[3][hi & 0xff] ^ table[2][(hi >> 8) & 0xff] ^
              table[1][(hi >> 16) & 0xff] ^ table[0][hi >> 24];
        buf += 8;
        len -= 8;
    }
    while (len--)
        crc = table[0][(crc ^ *buf++) & 0xff] ^ (crc >> 8);
    return ~crc;
}

uint32_t vr_crc32c_record(const unsigned char *buf, size_t len)
{
    /* records are masked so that a CRC of a CRC is not a valid record */
    uint32_t c = vr_crc32c(0, buf, len);
    return ((c >> 15) | (c << 17)) + 0xa282ead8u;
}

int vr_crc32c_selftest(void)
{
    static const unsigned char check[] = "123456789";
    return vr_crc32c(0, check, 9) == 0xE3069283u ? 0 : -1;
}

const char *vr_crc32c_impl(void)
{
    return "slice8";
}
