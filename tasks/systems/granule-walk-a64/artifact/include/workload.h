/* workload.h - synthetic address streams of one process. */
#ifndef GW_WORKLOAD_H
#define GW_WORKLOAD_H

#include "types.h"
#include "prng.h"
#include "cfg.h"

/* Virtual layout of the synthetic process (48-bit user space). */
#define VA_TEXT   0x0000000000400000ULL
#define VA_HEAP   0x0000001000000000ULL
#define VA_MMAP   0x00007fa000000000ULL
#define VA_STACK_TOP 0x0000ffffffff0000ULL

#define TEXT_BYTES   (1024ULL * 1024 + 12 * 1024)
#define STACK_BYTES  (256ULL * 1024 + 8 * 1024)

/* Zipf objects are 1 KiB; object ranks are scattered over the heap by
 * multiplication with this prime modulo the object count. */
#define ZIPF_OBJ_BYTES 1024ULL
#define ZIPF_SCATTER   1000003ULL

enum wl_kind { WL_SEQ, WL_RAND, WL_ZIPF, WL_STRIDE, WL_PHASE, WL_NR };

struct workload {
	enum wl_kind kind;
	const char *name;
	struct prng rng;
	u64 i;
	u64 heap_bytes;
	u64 mmap_bytes;
	u64 stride;
	u64 nobj;
};

extern const char *const wl_names[WL_NR];

int  wl_by_name(const char *name, size_t len);
void wl_start(struct workload *w, enum wl_kind kind, const struct gw_config *c);
u64  wl_next(struct workload *w);

/* zipf.c */
int  zipf_prepare(u64 nobj);
u64  zipf_draw(struct prng *rng);

#endif
