/* cpu.c - identify the core and pick the translation-cache model.
 *
 * Geometries follow the cores' technical reference manuals (main TLB and
 * the walk cache of intermediate descriptors); they are a model, not a
 * claim about microarchitectural detail the TRMs leave open. */
#include "cpu.h"
#include "sysreg.h"
#include "printk.h"

static const struct core_model models[] = {
	{ "cortex-a53",  0x41, 0xd03, 0,  512, 4,  8 },
	{ "cortex-a57",  0x41, 0xd07, 0, 1024, 4, 16 },
	{ "cortex-a72",  0x41, 0xd08, 0, 1024, 4, 16 },
	{ "neoverse-n1", 0x41, 0xd0c, 0, 1280, 5, 32 },
	{ "thunderx2",   0x43, 0x0af, 1, 1024, 8, 32 },
	{ "thunderx2",   0x43, 0x0af, 0, 1024, 8, 16 },
	{ "vulcan",      0x42, 0x516, 0, 1024, 8, 16 },
};

/* Anything else gets a conservative small TLB. */
static const struct core_model generic = {
	"generic", 0, 0, 0, 256, 2, 8
};

const struct core_model *cpu_identify(u64 *midr_out)
{
	u64 midr = read_sysreg(midr_el1);
	u32 impl = (u32)((midr >> 24) & 0xff);
	u32 part = (u32)((midr >> 4) & 0xfff);
	u32 var = (u32)((midr >> 20) & 0xf);
	unsigned i;

	if (midr_out)
		*midr_out = midr;
	for (i = 0; i < ARRAY_SIZE(models); i++)
		if (models[i].implementer == impl && models[i].partnum == part &&
		    var >= models[i].min_variant)
			return &models[i];
	return &generic;
}

void cpu_print_features(void)
{
	u64 pfr0 = read_sysreg(id_aa64pfr0_el1);
	u64 mmfr0 = read_sysreg(id_aa64mmfr0_el1);
	unsigned fp = (unsigned)((pfr0 >> 16) & 0xf);
	unsigned t4 = (unsigned)((mmfr0 >> 28) & 0xf);
	unsigned t64 = (unsigned)((mmfr0 >> 24) & 0xf);
	unsigned t16 = (unsigned)((mmfr0 >> 20) & 0xf);
	unsigned pa = (unsigned)(mmfr0 & 0xf);

	printk("cpu: fp=%s tgran4=%s tgran16=%s tgran64=%s parange=%u\n",
	       fp == 0xf ? "no" : "yes",
	       t4 == 0xf ? "no" : "yes",
	       t16 == 0 ? "no" : "yes",
	       t64 == 0xf ? "no" : "yes", pa);
}
