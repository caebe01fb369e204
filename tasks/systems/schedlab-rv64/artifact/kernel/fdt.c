/*
 * schedlab: a minimal flattened-device-tree walker.
 *
 * QEMU's reset vector passes the DTB address in a1.  The kernel reads three
 * things from it: the RAM range (/memory/reg), the command line
 * (/chosen/bootargs) and, for "mode=dtb", everything for a dump.
 */
#include "types.h"
#include "string.h"
#include "console.h"
#include "fdt.h"

#define FDT_BEGIN_NODE 1
#define FDT_END_NODE   2
#define FDT_PROP       3
#define FDT_NOP        4
#define FDT_END        9

struct fdt_header {
    uint32 magic;
    uint32 totalsize;
    uint32 off_dt_struct;
    uint32 off_dt_strings;
    uint32 off_mem_rsvmap;
    uint32 version;
    uint32 last_comp_version;
    uint32 boot_cpuid_phys;
    uint32 size_dt_strings;
    uint32 size_dt_struct;
};

#define FDT_MAX_DEPTH 16

typedef void (*fdt_visit_fn)(void *ctx, int depth, const char *path_top,
                             const char *node, const char *prop,
                             const uint8 *val, uint32 len);

static int fdt_walk(const void *blob, fdt_visit_fn fn, void *ctx)
{
    const uint8 *base = blob;
    if (be32(base) != FDT_MAGIC)
        return -1;
    uint32 off_struct = be32(base + 8);
    uint32 off_strings = be32(base + 12);
    const uint8 *p = base + off_struct;
    const char *names[FDT_MAX_DEPTH];
    int depth = 0;

    for (;;) {
        uint32 tok = be32(p);
        p += 4;
        switch (tok) {
        case FDT_BEGIN_NODE: {
            const char *name = (const char *)p;
            size_t len = strlen(name);
            if (depth < FDT_MAX_DEPTH)
                names[depth] = name;
            depth++;
            fn(ctx, depth, depth > 1 ? names[1] : "", name, NULL, NULL, 0);
            p += ALIGN_UP(len + 1, 4);
            break;
        }
        case FDT_END_NODE:
            depth--;
            break;
        case FDT_PROP: {
            uint32 len = be32(p);
            uint32 nameoff = be32(p + 4);
            const uint8 *val = p + 8;
            const char *pname = (const char *)(base + off_strings + nameoff);
            const char *node = depth > 0 && depth <= FDT_MAX_DEPTH ? names[depth - 1] : "";
            fn(ctx, depth, depth > 1 ? names[1] : "", node, pname, val, len);
            p += 8 + ALIGN_UP(len, 4);
            break;
        }
        case FDT_NOP:
            break;
        case FDT_END:
            return 0;
        default:
            return -2;
        }
    }
}

static bool name_is(const char *node, const char *want)
{
    /* node names carry a unit address: "memory@80000000" */
    size_t n = strlen(want);
    return strncmp(node, want, n) == 0 && (node[n] == '\0' || node[n] == '@');
}

static uint64 read_cells(const uint8 *v, uint32 cells)
{
    return cells == 2 ? be64(v) : be32(v);
}

static void info_visit(void *ctx, int depth, const char *top, const char *node,
                       const char *prop, const uint8 *val, uint32 len)
{
    struct fdt_info *info = ctx;
    if (!prop) {
        info->nodes++;
        return;
    }
    info->props++;
    if (depth == 2 && name_is(node, "memory") && strcmp(prop, "reg") == 0 && len >= 16) {
        if (info->mem_size == 0) {
            info->mem_base = read_cells(val, 2);
            info->mem_size = read_cells(val + 8, 2);
        }
    } else if (depth == 2 && name_is(node, "chosen") && strcmp(prop, "bootargs") == 0) {
        info->bootargs = (const char *)val;
    } else if (depth == 2 && name_is(top, "cpus") && strcmp(prop, "timebase-frequency") == 0) {
        info->timebase_hz = read_cells(val, len >= 8 ? 2 : 1);
    }
}

int fdt_parse(const void *blob, struct fdt_info *info)
{
    memset(info, 0, sizeof(*info));
    info->bootargs = "";
    if (!blob || be32(blob) != FDT_MAGIC)
        return -1;
    info->total_size = be32((const uint8 *)blob + 4);
    return fdt_walk(blob, info_visit, info);
}

struct dump_ctx {
    int max_depth;
};

static bool printable(const uint8 *v, uint32 len)
{
    if (len == 0 || v[len - 1] != '\0')
        return false;
    for (uint32 i = 0; i + 1 < len; i++)
        if ((v[i] < 0x20 || v[i] > 0x7e) && v[i] != '\0')
            return false;
    return true;
}

static void dump_visit(void *ctx, int depth, const char *top __unused,
                       const char *node, const char *prop,
                       const uint8 *val, uint32 len)
{
    struct dump_ctx *d = ctx;
    if (depth > d->max_depth)
        return;
    for (int i = 1; i < depth; i++)
        kprintf("  ");
    if (!prop) {
        kprintf("%s {\n", node[0] ? node : "/");
        return;
    }
    kprintf("  %s", prop);
    if (len == 0) {
        kprintf(";\n");
    } else if (printable(val, len)) {
        kprintf(" = \"%s\";\n", (const char *)val);
    } else if (len % 4 == 0 && len <= 32) {
        kprintf(" = <");
        for (uint32 i = 0; i < len; i += 4)
            kprintf("%s0x%x", i ? " " : "", be32(val + i));
        kprintf(">;\n");
    } else {
        kprintf(" = [%u bytes];\n", len);
    }
}

void fdt_dump(const void *blob, int max_depth)
{
    struct dump_ctx d = {max_depth};
    if (fdt_walk(blob, dump_visit, &d) != 0)
        kprintf("fdt: bad blob at %p\n", blob);
}
