/* zipf.c - Zipf(1) ranks over nobj objects.
 *
 * cdf[k] = sum_{j<=k} 1/(j+1); a draw is the first k with
 * cdf[k] > u * cdf[n-1] for u uniform in [0,1) with 53 random bits.
 *
 * Octave form: pick one of the floor(log2 n)+1 octaves
 * [2^o - 1, 2^(o+1) - 1) uniformly, then a rank uniformly inside it (each
 * octave of Zipf(1) carries about the same mass).
 */
#include "workload.h"
#include "printk.h"

#define ZIPF_MAX_OBJ 65536

static u64 zipf_n;

#if defined(__ARM_FP)

static double zipf_cdf[ZIPF_MAX_OBJ];
static double zipf_total;

int zipf_prepare(u64 nobj)
{
	double acc = 0.0;
	u64 i;

	if (nobj == 0 || nobj > ZIPF_MAX_OBJ) {
		pr_err("zipf: %llu objects (max %u)\n", nobj, ZIPF_MAX_OBJ);
		return -1;
	}
	for (i = 0; i < nobj; i++) {
		acc += 1.0 / (double)(i + 1);
		zipf_cdf[i] = acc;
	}
	zipf_total = acc;
	zipf_n = nobj;
	return 0;
}

u64 zipf_draw(struct prng *rng)
{
	u64 r = prng_next(rng);
	double u = (double)(r >> 11) * 0x1.0p-53;
	double target = u * zipf_total;
	u64 lo = 0, hi = zipf_n - 1;

	while (lo < hi) {
		u64 mid = (lo + hi) / 2;
		if (zipf_cdf[mid] > target)
			hi = mid;
		else
			lo = mid + 1;
	}
	return lo;
}

#else

static unsigned zipf_octaves;

int zipf_prepare(u64 nobj)
{
	unsigned o = 0;

	if (nobj == 0 || nobj > ZIPF_MAX_OBJ) {
		pr_err("zipf: %llu objects (max %u)\n", nobj, ZIPF_MAX_OBJ);
		return -1;
	}
	while ((2ULL << o) <= nobj)
		o++;
	zipf_octaves = o + 1;
	zipf_n = nobj;
	return 0;
}

u64 zipf_draw(struct prng *rng)
{
	unsigned o = (unsigned)(prng_next(rng) % zipf_octaves);
	u64 base = (1ULL << o) - 1;
	u64 k = base + prng_below(rng, 1ULL << o);

	return k < zipf_n ? k : zipf_n - 1;
}

#endif
