/* crc32.c - table-driven CRC-32 (IEEE polynomial), used for blocks and WAL records */
#include "config.h"
#include "crc32.h"

static uint32_t table[256];
static int table_ready;

static void build_table(void)
{
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
    table_ready = 1;
}

uint32_t lsm_crc32(uint32_t crc, const void *buf, size_t len)
{
    const unsigned char *p = buf;
    if (!table_ready)
        build_table();
    crc = ~crc;
    while (len--)
        crc = table[(crc ^ *p++) & 0xff] ^ (crc >> 8);
    return ~crc;
}
