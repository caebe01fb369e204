/* schedlab: minimal flattened device tree reader. */
#ifndef SCHEDLAB_FDT_H
#define SCHEDLAB_FDT_H

#include "types.h"

#define FDT_MAGIC 0xd00dfeedU

struct fdt_info {
    uint64 mem_base;
    uint64 mem_size;
    uint64 timebase_hz;        /* /cpus/timebase-frequency, 0 if absent */
    const char *bootargs;      /* /chosen/bootargs, "" if absent */
    uint32 total_size;
    int    nodes;
    int    props;
};

int  fdt_parse(const void *blob, struct fdt_info *info);
void fdt_dump(const void *blob, int max_depth);

#endif
