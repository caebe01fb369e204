/* walcat - print the records of a write-ahead log */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include "wal.h"

static int print_rec(void *arg, int type, uint64_t key, const unsigned char *value)
{
    long *n = arg;
    uint64_t ver = 0;
    if (value)
        for (int i = 7; i >= 0; i--)
            ver = ver << 8 | value[i];
    printf("%8ld %s %llu", (*n)++, type == WAL_PUT ? "PUT" : "DEL", (unsigned long long)key);
    if (value)
        printf(" v%llu", (unsigned long long)ver);
    putchar('\n');
    return 0;
}

int main(int argc, char **argv)
{
    long n = 0, r;
    uint32_t vs;
    if (argc != 3) {
        fprintf(stderr, "usage: walcat VALUE_SIZE file.log\n");
        return 1;
    }
    vs = (uint32_t)strtoul(argv[1], NULL, 10);
    r = wal_replay(argv[2], vs, print_rec, &n);
    if (r < 0) {
        perror(argv[2]);
        return 1;
    }
    fprintf(stderr, "%ld records\n", r);
    return 0;
}
