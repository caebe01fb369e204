/* selftest.c - quick checks of the building blocks, run at boot. */
#include "selftest.h"
#include "granule.h"
#include "pgtable.h"
#include "walker.h"
#include "tlb.h"
#include "pwc.h"
#include "kalloc.h"
#include "cfg.h"
#include "string.h"
#include "printk.h"

static int failures;

#define EXPECT(cond, what) do {                                   \
	if (!(cond)) {                                            \
		printk("selftest: FAIL %s (%s:%d)\n", what,       \
		       __FILE__, __LINE__);                       \
		failures++;                                       \
	}                                                         \
} while (0)

static void test_geometry(void)
{
	const struct granule *g4 = granule_by_name("4k", 2);
	const struct granule *g16 = granule_by_name("16k", 3);
	const struct granule *g64 = granule_by_name("64k", 3);

	EXPECT(g4 && g16 && g64, "granules known");
	if (!g4 || !g16 || !g64)
		return;
	EXPECT(level_shift(g4, 0) == 39 && level_bits(g4, 0) == 9, "4k level 0");
	EXPECT(level_shift(g16, 0) == 47 && level_bits(g16, 0) == 1, "16k level 0");
	EXPECT(level_shift(g64, 1) == 42 && level_bits(g64, 1) == 6, "64k level 1");
	EXPECT(level_index(g4, 3, 0x5000) == 5, "4k level 3 index");
	EXPECT(level_index(g64, 2, 1ULL << 29) == 1, "64k level 2 index");
}

static void test_tlb(void)
{
	static struct tlb t;
	u64 pa = 0;
	unsigned i;

	tlb_init(&t, 8, 2);
	EXPECT(!tlb_lookup(&t, 1, &pa), "cold miss");
	tlb_insert(&t, 1, 0x1000);
	EXPECT(tlb_lookup(&t, 1, &pa) && pa == 0x1000, "hit after insert");
	/* vpns 1, 5, 9 share set 1 of 4: the LRU (5) goes. */
	tlb_insert(&t, 5, 0x5000);
	EXPECT(tlb_lookup(&t, 1, &pa), "touch 1");
	tlb_insert(&t, 9, 0x9000);
	EXPECT(!tlb_lookup(&t, 5, &pa), "lru evicted");
	EXPECT(tlb_lookup(&t, 1, &pa), "mru kept");
	tlb_flush(&t);
	for (i = 0; i < 16; i++)
		EXPECT(!tlb_lookup(&t, i, &pa), "flushed");
}

static void test_pwc(void)
{
	static struct pwc p;
	u64 dummy[2];

	pwc_init(&p, 2, true);
	pwc_insert(&p, 1, 10, &dummy[0]);
	pwc_insert(&p, 2, 20, &dummy[1]);
	EXPECT(pwc_lookup(&p, 1, 10) == &dummy[0], "pwc hit");
	pwc_insert(&p, 2, 30, &dummy[1]);
	EXPECT(pwc_lookup(&p, 2, 20) == NULL, "pwc lru evicted");
	EXPECT(pwc_lookup(&p, 1, 10) != NULL, "pwc mru kept");
}

static void test_walk(void)
{
	static struct pwc p;
	struct addr_space as;
	struct walk_stats ws;
	const struct granule *g = granule_by_name("4k", 2);
	u64 a, b;

	memset(&ws, 0, sizeof(ws));
	pwc_init(&p, 4, true);
	EXPECT(as_create(&as, g) == 0, "address space");
	a = walk(&as, &p, 0x1000001234ULL, &ws);
	EXPECT(ws.refs == 4 && ws.faults == 1 && as.tables == 4, "first walk");
	b = walk(&as, &p, 0x1000001ff8ULL, &ws);
	EXPECT(a == b, "same page, same frame");
	EXPECT(ws.refs == 5 && ws.pwc_hits == 1, "walk cache shortens");
	walk(&as, &p, 0x1000002000ULL, &ws);
	EXPECT(ws.faults == 2 && as.tables == 4, "next page, same tables");
	as_destroy(&as);
}

static void test_cfg(void)
{
	static const char blk[] =
		"#gwcfg v2\nseed=42\naccesses=0x100\nworkloads=seq, zipf\n"
		"# comment\ngranules=64k\n";
	struct gw_config c;

	cfg_defaults(&c);
	EXPECT(cfg_load(&c, blk, sizeof(blk)) == 4, "cfg keys");
	EXPECT(c.seed == 42 && c.accesses == 256, "cfg numbers");
	EXPECT(!strcmp(c.workloads, "seq,zipf"), "cfg list");
	EXPECT(str_in_list("zipf", 4, c.workloads), "list membership");
}

int selftest_run(void)
{
	failures = 0;
	test_geometry();
	test_tlb();
	test_pwc();
	test_walk();
	test_cfg();
	printk("selftest: %s (%d failures)\n", failures ? "FAILED" : "ok", failures);
	return failures;
}
