/*
 * main.c - granule-walk: TLB misses, walk traffic and table memory of the
 * three AArch64 translation granules, measured in a bare-metal kernel.
 *
 * For each workload in the boot configuration and each granule, the
 * kernel builds a fresh address space, replays the workload's address
 * stream through the TLB model of the core it runs on, walks the real
 * translation tables on every miss and prints one RESULT line.
 */
#include "types.h"
#include "sysreg.h"
#include "uart.h"
#include "printk.h"
#include "string.h"
#include "cfg.h"
#include "cpu.h"
#include "granule.h"
#include "pgtable.h"
#include "kalloc.h"
#include "tlb.h"
#include "pwc.h"
#include "walker.h"
#include "workload.h"
#include "stats.h"
#include "psci.h"
#include "selftest.h"

#define GW_VERSION "2.4"

u64 timer_now(void);
u64 timer_ms_since(u64 start);
void timer_print(void);

static struct tlb the_tlb;
static struct pwc the_pwc;

static inline u64 rotl64(u64 x, unsigned r)
{
	return (x << r) | (x >> (64 - r));
}

static int run_one(enum wl_kind kind, const struct granule *g,
		   const struct core_model *core, struct run_stats *out)
{
	struct addr_space as;
	struct walk_stats ws;
	struct workload w;
	u64 i, chk = 0, gmask = granule_size(g) - 1;

	memset(&ws, 0, sizeof(ws));
	if (as_create(&as, g) != 0)
		return -1;
	tlb_init(&the_tlb, core->tlb_entries, core->tlb_ways);
	pwc_init(&the_pwc, core->pwc_entries, cfg.pwc != 0);
	wl_start(&w, kind, &cfg);

	for (i = 0; i < cfg.accesses; i++) {
		u64 va, vpn, pa;

		if (i && !cfg.asid && cfg.quantum && i % cfg.quantum == 0) {
			/* Address-space switch without ASIDs. */
			tlb_flush(&the_tlb);
			pwc_flush(&the_pwc);
		}
		va = wl_next(&w);
		vpn = va >> g->page_shift;
		if (!tlb_lookup(&the_tlb, vpn, &pa)) {
			pa = walk(&as, &the_pwc, va, &ws);
			tlb_insert(&the_tlb, vpn, pa);
		}
		if (i < cfg.trace)
			printk("trace %s/%s %llu va=0x%llx pa=0x%llx\n",
			       w.name, g->name, i, va, pa | (va & gmask));
		chk = rotl64(chk, 5) ^ (pa | (va & gmask));
	}

	memset(out, 0, sizeof(*out));
	out->workload = w.name;
	out->granule = g->name;
	out->seed = cfg.seed;
	out->accesses = cfg.accesses;
	out->tlb_misses = the_tlb.misses;
	out->walk_refs = ws.refs;
	out->pwc_hits = ws.pwc_hits;
	out->faults = ws.faults;
	out->tables = as.tables;
	out->table_bytes = as.tables * granule_size(g);
	out->resident_bytes = as.data_pages * granule_size(g);
	out->flushes = the_tlb.flushes;
	out->checksum = chk;
	as_destroy(&as);
	return 0;
}

static void for_each_item(const char *list, void (*fn)(const char *, size_t, void *),
			  void *arg)
{
	const char *p = list;

	while (*p) {
		const char *q = p;
		while (*q && *q != ',')
			q++;
		if (q > p)
			fn(p, (size_t)(q - p), arg);
		p = *q ? q + 1 : q;
	}
}

struct run_ctx {
	const struct core_model *core;
	enum wl_kind kind;
	unsigned runs;
	int errors;
};

static void run_granule(const char *name, size_t len, void *arg)
{
	struct run_ctx *ctx = arg;
	const struct granule *g = granule_by_name(name, len);
	struct run_stats r;
	u64 t0;

	if (!g) {
		pr_err("unknown granule in config\n");
		ctx->errors++;
		return;
	}
	t0 = timer_now();
	if (run_one(ctx->kind, g, ctx->core, &r) != 0) {
		ctx->errors++;
		return;
	}
	stats_print_result(&r);
	stats_print_summary(&r);
	printk("  elapsed %llu ms\n", timer_ms_since(t0));
	ctx->runs++;
}

static void run_workload(const char *name, size_t len, void *arg)
{
	struct run_ctx *ctx = arg;
	int k = wl_by_name(name, len);

	if (k < 0) {
		pr_err("unknown workload in config\n");
		ctx->errors++;
		return;
	}
	ctx->kind = (enum wl_kind)k;
	for_each_item(cfg.granules, run_granule, ctx);
}

void kmain(void)
{
	const struct core_model *core;
	struct run_ctx ctx;
	u64 midr;
	int n;

	uart_init();
	printk("\ngranule-walk kernel %s (EL%u)\n", GW_VERSION, current_el());
	core = cpu_identify(&midr);
	printk("cpu: midr=0x%08llx model=%s tlb=%ux%u pwc=%u\n", midr,
	       core->name, core->tlb_entries / core->tlb_ways, core->tlb_ways,
	       core->pwc_entries);
	cpu_print_features();
	timer_print();

	cfg_defaults(&cfg);
	n = cfg_load(&cfg, (const char *)(uintptr_t)CFG_ADDR, CFG_MAX_BYTES);
	if (n < 0)
		pr_warn("cfg: no boot block at 0x%lx, using built-in defaults\n",
			(unsigned long)CFG_ADDR);
	cfg_print(&cfg);

	pool_init();
	printk("pool: %llu KiB for tables\n", pool_capacity() >> 10);

	if (cfg.selftest && selftest_run() != 0) {
		pr_err("self-tests failed, not running the experiment\n");
		psci_system_off();
	}

	memset(&ctx, 0, sizeof(ctx));
	ctx.core = core;
	for_each_item(cfg.workloads, run_workload, &ctx);
	printk("DONE runs=%u errors=%d\n", ctx.runs, ctx.errors);
	psci_system_off();
}
