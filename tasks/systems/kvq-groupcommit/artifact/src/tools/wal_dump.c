/*
 * kvq-wal-dump - print the records of a node's write-ahead log.
 *
 *   kvq-wal-dump data/node-2/wal.log [--keys]
 *
 * Stops at the first torn or corrupt record, like replay does.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "../common/buf.h"

int main(int argc, char **argv)
{
    FILE *fp;
    unsigned char *data;
    long size;
    size_t off = 0;
    long n = 0;
    int keys = argc > 2 && strcmp(argv[2], "--keys") == 0;
    unsigned long long min_tick = ~0ULL, max_tick = 0;

    if (argc < 2) {
        fprintf(stderr, "usage: kvq-wal-dump WAL [--keys]\n");
        return 2;
    }
    fp = fopen(argv[1], "rb");
    if (!fp) {
        perror(argv[1]);
        return 1;
    }
    fseek(fp, 0, SEEK_END);
    size = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    data = malloc(size > 0 ? (size_t)size : 1);
    if (size > 0 && fread(data, 1, (size_t)size, fp) != (size_t)size) {
        perror("read");
        return 1;
    }
    fclose(fp);
    while (off + 8 <= (size_t)size) {
        kvq_buf v;
        uint32_t crc, len;
        unsigned long long tick, ver;
        unsigned klen, vlen;
        v.data = data + off;
        v.len = (size_t)size - off;
        v.cap = v.len;
        v.rpos = 0;
        v.err = 0;
        crc = kvq_buf_get_u32(&v);
        len = kvq_buf_get_u32(&v);
        if (off + 8 + len > (size_t)size) {
            printf("# torn record at offset %zu\n", off);
            break;
        }
        if ((uint32_t)crc32(0L, data + off + 4, len + 4) != crc) {
            printf("# bad checksum at offset %zu\n", off);
            break;
        }
        tick = kvq_buf_get_u64(&v);
        ver = kvq_buf_get_u64(&v);
        klen = kvq_buf_get_u16(&v);
        vlen = kvq_buf_get_u32(&v);
        if (keys)
            printf("%8ld tick=%llu ver=%llu key=%.*s vlen=%u\n", n, tick, ver, (int)klen,
                   (const char *)(v.data + v.rpos), vlen);
        if (tick < min_tick)
            min_tick = tick;
        if (tick > max_tick)
            max_tick = tick;
        n++;
        off += 8 + len;
    }
    printf("# %ld records, %zu bytes, ticks %llu..%llu\n", n, off,
           n ? min_tick : 0ULL, max_tick);
    free(data);
    return 0;
}
