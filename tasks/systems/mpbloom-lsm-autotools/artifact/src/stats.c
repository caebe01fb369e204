/* stats.c - reset and dump the global counters */
#include "config.h"
#include <string.h>
#include "stats.h"

void lsm_stats_reset(void)
{
    memset(&lsm_stats, 0, sizeof lsm_stats);
}

#define F(name) fprintf(out, "  %-22s %llu\n", #name, (unsigned long long)lsm_stats.name)

void lsm_stats_dump(FILE *out)
{
    F(puts); F(deletes); F(gets); F(gets_found); F(user_bytes);
    F(wal_records); F(wal_bytes); F(wal_syncs);
    F(flushes); F(flush_bytes); F(compactions); F(compact_bytes_written);
    F(compact_bytes_read); F(tombstones_dropped); F(files_created); F(files_deleted);
    F(bloom_probes); F(bloom_negatives); F(bloom_false_pos); F(bloom_bits_built);
    F(block_reads); F(block_bytes_read); F(cache_hits); F(cache_misses);
    for (int i = 0; i < LSM_MAX_LEVELS; i++)
        if (lsm_stats.level_probes[i])
            fprintf(out, "  level%d probes %llu misses %llu\n", i,
                    (unsigned long long)lsm_stats.level_probes[i],
                    (unsigned long long)lsm_stats.level_negs[i]);
}
