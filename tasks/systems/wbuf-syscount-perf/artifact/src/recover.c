/* recover.c - wbuf-recover: validate a log and rebuild its commit index.
 *
 * usage: wbuf-recover LOG [INDEX_OUT]
 *
 * Walks the frames, checks each frame check value, stops at the first torn
 * or corrupt frame and reports how many records survive.  With INDEX_OUT it
 * writes a fresh pwseg-style index (one entry per 64 records).  Not part of
 * any measured run.
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "wbuf.h"

int main(int argc, char **argv)
{
    int fd;
    struct stat sb;
    unsigned char *data;
    size_t pos = 0, good = 0;
    long records = 0;
    FILE *idx = NULL;

    if (argc < 2) {
        fprintf(stderr, "usage: wbuf-recover LOG [INDEX_OUT]\n");
        return 2;
    }
    fd = open(argv[1], O_RDONLY);
    if (fd < 0 || fstat(fd, &sb) != 0) {
        perror(argv[1]);
        return 1;
    }
    data = malloc((size_t)sb.st_size + 1);
    if (!data || read(fd, data, (size_t)sb.st_size) != sb.st_size) {
        perror("read");
        return 1;
    }
    close(fd);
    if (argc > 2) {
        idx = fopen(argv[2], "wb");
        if (!idx) {
            perror(argv[2]);
            return 1;
        }
    }
    while (pos + WBUF_FRAME_HDR <= (size_t)sb.st_size) {
        uint32_t len, chk;
        memcpy(&len, data + pos, 4);
        memcpy(&chk, data + pos + 4, 4);
        if (pos + WBUF_FRAME_HDR + len > (size_t)sb.st_size)
            break;
        if (wbuf_frame_check(data + pos + WBUF_FRAME_HDR, len) != chk)
            break;
        pos += WBUF_FRAME_HDR + len;
        records++;
        good = pos;
        if (idx && records % 64 == 0) {
            uint64_t e[2] = { (uint64_t)pos, (uint64_t)records };
            fwrite(e, sizeof(e), 1, idx);
        }
    }
    if (idx)
        fclose(idx);
    printf("%s: %ld records, %zu of %lld bytes valid%s\n", argv[1], records, good,
           (long long)sb.st_size, good == (size_t)sb.st_size ? "" : " (torn tail)");
    free(data);
    return good == (size_t)sb.st_size ? 0 : 3;
}
