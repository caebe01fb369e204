/* cfg.c - parse the boot configuration block (see include/cfg.h). */
#include "cfg.h"
#include "string.h"
#include "printk.h"

struct gw_config cfg;

static void copy_list(char *dst, const char *v, size_t n)
{
	size_t i, o = 0;

	for (i = 0; i < n && o + 1 < CFG_LIST_MAX; i++) {
		char c = v[i];
		if (c == ' ' || c == '\t')
			continue;           /* "seq, rand" == "seq,rand" */
		dst[o++] = c;
	}
	dst[o] = '\0';
}

void cfg_defaults(struct gw_config *c)
{
	memset(c, 0, sizeof(*c));
	c->seed = 1;
	c->accesses = 20000;
	c->quantum = 5000;
	c->heap_kib = 16384;
	c->stride = 4160;
	c->asid = 0;
	c->pwc = 1;
	c->trace = 0;
	c->selftest = 1;
	copy_list(c->workloads, "seq,rand,zipf,stride", 20);
	copy_list(c->granules, "4k,16k,64k", 10);
	c->from_block = false;
}

static int set_key(struct gw_config *c, const char *k, size_t kl,
		   const char *v, size_t vl)
{
#define KEY(name) (kl == sizeof(name) - 1 && !strncmp(k, name, kl))
	if (KEY("seed"))
		c->seed = parse_u64(v, NULL);
	else if (KEY("accesses"))
		c->accesses = parse_u64(v, NULL);
	else if (KEY("quantum"))
		c->quantum = parse_u64(v, NULL);
	else if (KEY("heap_kib"))
		c->heap_kib = parse_u64(v, NULL);
	else if (KEY("stride"))
		c->stride = parse_u64(v, NULL);
	else if (KEY("asid"))
		c->asid = (u32)parse_u64(v, NULL);
	else if (KEY("pwc"))
		c->pwc = (u32)parse_u64(v, NULL);
	else if (KEY("trace"))
		c->trace = (u32)parse_u64(v, NULL);
	else if (KEY("selftest"))
		c->selftest = (u32)parse_u64(v, NULL);
	else if (KEY("workloads"))
		copy_list(c->workloads, v, vl);
	else if (KEY("granules"))
		copy_list(c->granules, v, vl);
	else
		return -1;
#undef KEY
	return 0;
}

/* Returns the number of keys set, or -1 when there is no block. */
int cfg_load(struct gw_config *c, const char *blk, size_t max)
{
	size_t ml = strlen(CFG_MAGIC), pos;
	int nset = 0;

	if (strncmp(blk, CFG_MAGIC, ml) != 0)
		return -1;
	pos = ml;
	while (pos < max && blk[pos]) {
		const char *line = blk + pos, *eq = NULL;
		size_t len = 0, kl, vl;

		while (pos + len < max && line[len] && line[len] != '\n')
			len++;
		pos += len + (pos + len < max && line[len] == '\n');
		if (len && line[len - 1] == '\r')
			len--;
		if (!len || line[0] == '#')
			continue;
		for (kl = 0; kl < len; kl++)
			if (line[kl] == '=') {
				eq = line + kl;
				break;
			}
		if (!eq) {
			pr_warn("cfg: ignoring line without '='\n");
			continue;
		}
		vl = len - kl - 1;
		if (set_key(c, line, kl, eq + 1, vl) == 0)
			nset++;
		else
			pr_warn("cfg: unknown key in boot block\n");
	}
	c->from_block = true;
	return nset;
}

void cfg_print(const struct gw_config *c)
{
	printk("config: seed=%llu accesses=%llu quantum=%llu heap_kib=%llu "
	       "stride=%llu asid=%u pwc=%u source=%s\n",
	       c->seed, c->accesses, c->quantum, c->heap_kib, c->stride,
	       c->asid, c->pwc, c->from_block ? "boot-block" : "built-in");
	printk("config: workloads=%s granules=%s\n", c->workloads, c->granules);
}
