/* crctest.c -- `make check-native`: known answers for vr_crc32c. */
#include <stdio.h>
#include <string.h>
#include "crc32c.h"

int main(void)
{
    unsigned char zeros[32];
    unsigned char buf[1000];
    int i, fails = 0;

    memset(zeros, 0, sizeof zeros);
    if (vr_crc32c_selftest() != 0) { puts("selftest FAILED"); fails++; }
    if (vr_crc32c(0, zeros, 32) != 0x8A9136AAu) { puts("zeros FAILED"); fails++; }
    for (i = 0; i < 1000; i++)
        buf[i] = (unsigned char)(i * 7 + 3);
    /* unaligned start must agree with aligned */
    if (vr_crc32c(0, buf + 1, 900) != vr_crc32c(0, (unsigned char *)memmove(buf, buf + 1, 900), 900)) {
        puts("alignment FAILED"); fails++;
    }
    printf("crc32c (%s): %s\n", vr_crc32c_impl(), fails ? "FAIL" : "ok");
    return fails != 0;
}
