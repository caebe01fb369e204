#include "config.h"
#include <string.h>
#include "coding.h"
#include "crc32.h"
#include "testutil.h"

int main(void)
{
    unsigned char buf[16];
    uint64_t v;
    put_u32(buf, 0xdeadbeef);
    CHECK_EQ(get_u32(buf), 0xdeadbeef);
    CHECK_EQ(buf[0], 0xef);
    put_u64(buf, 0x0102030405060708ULL);
    CHECK_EQ(get_u64(buf), 0x0102030405060708ULL);
    CHECK_EQ(buf[7], 0x01);
    for (uint64_t x = 1; x < (1ULL << 62); x = x * 3 + 1) {
        int n = put_varint64(buf, x);
        CHECK(get_varint64(buf, buf + n, &v) == n);
        CHECK_EQ(v, x);
    }
    /* well-known CRC-32 check value */
    CHECK_EQ(lsm_crc32(0, "123456789", 9), 0xCBF43926u);
    CHECK_EQ(lsm_crc32(lsm_crc32(0, "1234", 4), "56789", 5), 0xCBF43926u);
    return t_done("test_coding");
}
