/*
 * manifest.c - the list of live runs, rewritten after every change.
 *
 *   mpblsm-manifest 2
 *   next_file <n>
 *   log <file_no>
 *   run <level> <file_no>      (L0 runs oldest first)
 */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lsm_int.h"
#include "util.h"

int manifest_write(lsm_db *db)
{
    char *tmp = path_join(db->dir, "MANIFEST.tmp");
    char *dst = path_join(db->dir, "MANIFEST");
    FILE *fp = fopen(tmp, "w");
    int rc = 0;

    if (!fp)
        lsm_die("cannot write %s", tmp);
    fprintf(fp, "mpblsm-manifest 2\n");
    fprintf(fp, "next_file %llu\n", (unsigned long long)db->next_file);
    fprintf(fp, "log %llu\n", (unsigned long long)db->log_no);
    for (int l = 0; l < LSM_MAX_LEVELS; l++)
        for (int i = 0; i < db->levels[l].nruns; i++)
            fprintf(fp, "run %d %llu\n", l, (unsigned long long)db->levels[l].runs[i]->file_no);
    if (fclose(fp) != 0 || rename(tmp, dst) != 0)
        rc = -1;
    free(tmp);
    free(dst);
    return rc;
}

int manifest_load(lsm_db *db)
{
    char *path = path_join(db->dir, "MANIFEST");
    FILE *fp = fopen(path, "r");
    char line[256];
    int version = 0;

    free(path);
    if (!fp)
        return 0;   /* fresh database */
    while (fgets(line, sizeof line, fp)) {
        unsigned long long a;
        int lvl;
        if (sscanf(line, "mpblsm-manifest %d", &version) == 1)
            continue;
        if (sscanf(line, "next_file %llu", &a) == 1) {
            db->next_file = a;
        } else if (sscanf(line, "log %llu", &a) == 1) {
            db->log_no = a;
        } else if (sscanf(line, "run %d %llu", &lvl, &a) == 2) {
            char *p;
            sst *s;
            if (lvl < 0 || lvl >= LSM_MAX_LEVELS)
                lsm_die("manifest: bad level %d", lvl);
            p = lsm_file_path(db, a, "sst");
            s = sst_open(p, a, lvl);
            if (!s)
                lsm_die("manifest: cannot open %s", p);
            free(p);
            db->levels[lvl].runs[db->levels[lvl].nruns++] = s;
            if (lvl + 1 > db->nlevels)
                db->nlevels = lvl + 1;
        }
    }
    fclose(fp);
    if (version != 2)
        lsm_die("manifest: unsupported version %d", version);
    return 1;
}
