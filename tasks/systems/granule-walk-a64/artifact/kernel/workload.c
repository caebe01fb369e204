/* workload.c - the synthetic address streams (section 4.1 of the paper).
 *
 *   seq    : 64-byte sweep of the heap; every 16th access in the text,
 *            every 8th on the stack
 *   rand   : uniform 8-byte accesses, 7/8 heap and 1/8 an mmap'ed region
 *   zipf   : 1 KiB heap objects drawn with Zipf(1) popularity, ranks
 *            scattered over the heap
 *   stride : a fixed stride through the heap (default 4160 B), every 4th
 *            access on the stack
 *   phase  : (unused since 2.0) uniform on a quarter of the heap, then seq
 *
 * Every (seed, workload) pair has one stream, identical for all granules.
 */
#include "workload.h"
#include "string.h"
#include "printk.h"

const char *const wl_names[WL_NR] = { "seq", "rand", "zipf", "stride", "phase" };

int wl_by_name(const char *name, size_t len)
{
	int i;

	for (i = 0; i < WL_NR; i++)
		if (strlen(wl_names[i]) == len && !strncmp(wl_names[i], name, len))
			return i;
	return -1;
}

void wl_start(struct workload *w, enum wl_kind kind, const struct gw_config *c)
{
	memset(w, 0, sizeof(*w));
	w->kind = kind;
	w->name = wl_names[kind];
	w->heap_bytes = c->heap_kib * 1024;
	w->mmap_bytes = w->heap_bytes / 4 + 20 * 1024;
	w->stride = c->stride ? c->stride : 4160;
	w->nobj = w->heap_bytes / ZIPF_OBJ_BYTES;
	prng_seed(&w->rng, c->seed * 0x100000001B3ULL + (u64)kind + 1);
	if (kind == WL_ZIPF)
		zipf_prepare(w->nobj);
}

static u64 next_seq(struct workload *w, u64 k)
{
	if (k % 16 == 3)
		return VA_TEXT + (k * 4) % TEXT_BYTES;
	if (k % 8 == 7)
		return VA_STACK_TOP - STACK_BYTES + ((k / 8) * 64) % STACK_BYTES;
	return VA_HEAP + (k * 64) % w->heap_bytes;
}

static u64 next_rand(struct workload *w)
{
	u64 r = prng_next(&w->rng);

	if (r % 8 == 0)
		return VA_MMAP + prng_below(&w->rng, w->mmap_bytes / 8) * 8;
	return VA_HEAP + prng_below(&w->rng, w->heap_bytes / 8) * 8;
}

static u64 next_zipf(struct workload *w)
{
	u64 rank = zipf_draw(&w->rng);
	u64 obj = (rank * ZIPF_SCATTER) % w->nobj;

	return VA_HEAP + obj * ZIPF_OBJ_BYTES + prng_below(&w->rng, ZIPF_OBJ_BYTES / 8) * 8;
}

static u64 next_stride(struct workload *w, u64 k)
{
	if (k % 4 == 3)
		return VA_STACK_TOP - 8 - ((k / 4) % 512) * 8;
	return VA_HEAP + (k * w->stride) % w->heap_bytes;
}

static u64 next_phase(struct workload *w, u64 k)
{
	/* Needs the access count to find the phase change; the 1.x driver
	 * passed it in w->stride. Kept for experiments/asid-2022 only. */
	if (k < 10000)
		return VA_HEAP + prng_below(&w->rng, w->heap_bytes / 32) * 8;
	return next_seq(w, k);
}

u64 wl_next(struct workload *w)
{
	u64 k = w->i++;

	switch (w->kind) {
	case WL_SEQ:    return next_seq(w, k);
	case WL_RAND:   return next_rand(w);
	case WL_ZIPF:   return next_zipf(w);
	case WL_STRIDE: return next_stride(w, k);
	case WL_PHASE:  return next_phase(w, k);
	default:        return VA_HEAP;
	}
}
