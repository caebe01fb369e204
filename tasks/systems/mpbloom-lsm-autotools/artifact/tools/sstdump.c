/*
 * sstdump - print the footer, index, filter and (optionally) entries of an
 * SST file.
 *
 *   sstdump [-e] [-b] file.sst...
 *     -e  print every entry
 *     -b  print the index (one line per block)
 */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "sst.h"
#include "bloom.h"
#include "util.h"

static int dump(const char *path, int entries, int blocks)
{
    sst *s = sst_open(path, 0, 0);
    if (!s) {
        fprintf(stderr, "sstdump: %s: not an SST file\n", path);
        return 1;
    }
    printf("%s\n", path);
    printf("  entries      %llu\n", (unsigned long long)s->nentries);
    printf("  blocks       %llu\n", (unsigned long long)s->nblocks);
    printf("  value size   %u\n", s->value_size);
    printf("  key range    [%llu, %llu]\n", (unsigned long long)s->min_key,
           (unsigned long long)s->max_key);
    printf("  file size    %llu (data %llu)\n", (unsigned long long)s->file_size,
           (unsigned long long)s->data_bytes);
    if (s->filter)
        printf("  filter       %u bits/key, k=%u, %llu bits\n", s->filter->bpk, s->filter->k,
               (unsigned long long)s->filter->nbits);
    else
        printf("  filter       none\n");
    if (blocks)
        for (uint64_t i = 0; i < s->nblocks; i++)
            printf("  block %4llu  off %8llu len %6u  keys [%llu, %llu]\n",
                   (unsigned long long)i, (unsigned long long)s->index[i].offset,
                   s->index[i].len, (unsigned long long)s->index[i].first_key,
                   (unsigned long long)s->index[i].last_key);
    if (entries) {
        sst_iter it;
        uint64_t tomb = 0;
        for (sst_iter_init(&it, s, NULL); it.valid; sst_iter_next(&it)) {
            uint64_t ver = 0;
            for (int i = 7; i >= 0; i--)
                ver = ver << 8 | it.value[i];
            if (it.flag)
                tomb++;
            printf("  %20llu %s v%llu\n", (unsigned long long)it.key, it.flag ? "DEL" : "PUT",
                   (unsigned long long)ver);
        }
        sst_iter_done(&it);
        printf("  tombstones   %llu\n", (unsigned long long)tomb);
    }
    sst_close(s);
    return 0;
}

int main(int argc, char **argv)
{
    int entries = 0, blocks = 0, opt, rc = 0;
    while ((opt = getopt(argc, argv, "eb")) != -1) {
        switch (opt) {
        case 'e': entries = 1; break;
        case 'b': blocks = 1; break;
        default:
            fprintf(stderr, "usage: sstdump [-e] [-b] file.sst...\n");
            return 1;
        }
    }
    if (optind >= argc) {
        fprintf(stderr, "usage: sstdump [-e] [-b] file.sst...\n");
        return 1;
    }
    for (int i = optind; i < argc; i++)
        rc |= dump(argv[i], entries, blocks);
    return rc;
}
