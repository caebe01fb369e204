/* exc.c - reporting of (always fatal) exceptions. */
#include "exc.h"
#include "uart.h"

static const char *const kind_names[16] = {
	"sync/sp0", "irq/sp0", "fiq/sp0", "serror/sp0",
	"sync", "irq", "fiq", "serror",
	"sync/lower64", "irq/lower64", "fiq/lower64", "serror/lower64",
	"sync/lower32", "irq/lower32", "fiq/lower32", "serror/lower32",
};

const char *esr_class_name(unsigned ec)
{
	switch (ec) {
	case 0x00: return "unknown reason (undefined instruction)";
	case 0x01: return "WFI/WFE trapped";
	case 0x07: return "access to SVE/Advanced SIMD/FP trapped";
	case 0x0e: return "illegal execution state";
	case 0x15: return "SVC (AArch64)";
	case 0x16: return "HVC (AArch64)";
	case 0x17: return "SMC (AArch64)";
	case 0x18: return "MSR/MRS trapped";
	case 0x20: return "instruction abort, lower EL";
	case 0x21: return "instruction abort, same EL";
	case 0x22: return "PC alignment fault";
	case 0x24: return "data abort, lower EL";
	case 0x25: return "data abort, same EL";
	case 0x26: return "SP alignment fault";
	case 0x2c: return "FP exception (AArch64)";
	case 0x2f: return "SError";
	case 0x3c: return "BRK";
	default:   return "other";
	}
}

/* No printk here: printk is variadic, and the prologue of a variadic
 * function saves the FP/SIMD argument registers. The report must work
 * whatever state the FP unit is in. */
static void put_hex(const char *label, u64 v, unsigned digits)
{
	static const char hex[] = "0123456789abcdef";
	char buf[20];
	unsigned i;

	uart_puts(label);
	buf[0] = '0';
	buf[1] = 'x';
	for (i = 0; i < digits; i++)
		buf[2 + i] = hex[(v >> (4 * (digits - 1 - i))) & 0xf];
	buf[2 + digits] = '\0';
	uart_puts(buf);
}

void exc_report(struct exc_frame *f, u64 kind)
{
	unsigned ec = (unsigned)((f->esr >> 26) & 0x3f);

	uart_puts("\n*** EXCEPTION ");
	uart_puts(kind < 16 ? kind_names[kind] : "?");
	put_hex("\n    ESR_EL1=", f->esr, 8);
	put_hex(" EC=", ec, 2);
	uart_puts(" (");
	uart_puts(esr_class_name(ec));
	uart_puts(")");
	put_hex("\n    ELR_EL1=", f->elr, 16);
	put_hex(" FAR_EL1=", f->far, 16);
	put_hex(" SPSR=", f->spsr, 8);
	put_hex("\n    x0=", f->x[0], 16);
	put_hex(" x30=", f->x[30], 16);
	uart_puts("\n*** halted\n");
	uart_flush();
}

void exc_install(void)
{
	/* VBAR_EL1 is set in boot/start.S before any C code runs; this hook
	 * remains for the u-boot entry path of the Juno port. */
}
