/*
 * lsmstat - summarize a database directory (kept with lsmbench -k):
 * runs per level, entries, bytes and filter sizes, read from the MANIFEST.
 */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sst.h"
#include "util.h"

int main(int argc, char **argv)
{
    char *mpath, line[256];
    FILE *fp;
    uint64_t tot_bytes = 0, tot_entries = 0, tot_bits = 0;
    int nruns = 0;

    if (argc != 2) {
        fprintf(stderr, "usage: lsmstat DBDIR\n");
        return 1;
    }
    mpath = path_join(argv[1], "MANIFEST");
    fp = fopen(mpath, "r");
    if (!fp) {
        perror(mpath);
        return 1;
    }
    printf("%-6s %-8s %10s %12s %10s %6s\n", "level", "file", "entries", "bytes", "fbits", "bpk");
    while (fgets(line, sizeof line, fp)) {
        int lvl;
        unsigned long long no;
        char name[64], *p;
        sst *s;
        if (sscanf(line, "run %d %llu", &lvl, &no) != 2)
            continue;
        snprintf(name, sizeof name, "%06llu.sst", no);
        p = path_join(argv[1], name);
        s = sst_open(p, no, lvl);
        if (!s) {
            printf("L%-5d %-8llu (missing)\n", lvl, no);
            free(p);
            continue;
        }
        printf("L%-5d %-8llu %10llu %12llu %10llu %6u\n", lvl, no,
               (unsigned long long)s->nentries, (unsigned long long)s->file_size,
               (unsigned long long)(s->filter ? s->filter->nbits : 0),
               s->filter ? s->filter->bpk : 0);
        tot_bytes += s->file_size;
        tot_entries += s->nentries;
        tot_bits += s->filter ? s->filter->nbits : 0;
        nruns++;
        sst_close(s);
        free(p);
    }
    fclose(fp);
    printf("total: %d runs, %llu entries, %llu bytes, %.1f KiB of filters\n", nruns,
           (unsigned long long)tot_entries, (unsigned long long)tot_bytes, tot_bits / 8192.0);
    free(mpath);
    return 0;
}
