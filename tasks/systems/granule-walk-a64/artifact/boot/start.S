/*
 * start.S - entry point of the granule-walk kernel.
 *
 * Entered with the MMU off, at EL2 (FVP / "virt,virtualization=on") or at
 * EL1 (plain "virt"). At EL2 we configure a 64-bit EL1 and drop to it; all
 * of the kernel runs at EL1h.
 *
 * Historical note: the first version of this file was written for the
 * lab's Juno board, where u-boot hands over at EL2 with the FP/SIMD unit
 * already usable (see docs/BOOTING-uboot.md).
 */

#define HCR_EL2_RW        (1 << 31)
#define SPSR_EL1H_MASKED  0x3c5          /* D, A, I, F masked; EL1h */
#define CNTHCTL_EL1PCEN   0x3

	.section .text.boot, "ax"
	.global _start
_start:
	/* Only the primary core runs the kernel; park the others. */
	mrs	x1, mpidr_el1
	and	x1, x1, #0xff
	cbnz	x1, park

	mrs	x0, CurrentEL
	lsr	x0, x0, #2
	and	x0, x0, #3
	cmp	x0, #2
	b.eq	from_el2
	cmp	x0, #1
	b.eq	el1_entry
	/* EL3 (secure=on without firmware) is not supported. */
	b	park

from_el2:
	/* EL1 is AArch64; no traps of timer, FP or ID registers to EL2. */
	mov	x0, #HCR_EL2_RW
	msr	hcr_el2, x0
	mov	x0, #CNTHCTL_EL1PCEN
	msr	cnthctl_el2, x0
	msr	cntvoff_el2, xzr
	mov	x0, #0x33ff
	msr	cptr_el2, x0
	msr	hstr_el2, xzr
	mrs	x0, midr_el1
	msr	vpidr_el2, x0
	mrs	x0, mpidr_el1
	msr	vmpidr_el2, x0
	/* SCTLR_EL1: MMU and caches off, RES1 bits set. */
	ldr	x0, =0x30d00800
	msr	sctlr_el1, x0
	mov	x0, #SPSR_EL1H_MASKED
	msr	spsr_el2, x0
	adr	x0, el1_entry
	msr	elr_el2, x0
	eret

el1_entry:
	ldr	x0, =__stack_top
	mov	sp, x0

	ldr	x0, =vectors
	msr	vbar_el1, x0
	isb

	/* Clear .bss (8-byte aligned by the linker script). */
	ldr	x0, =__bss_start
	ldr	x1, =__bss_end
1:	cmp	x0, x1
	b.hs	2f
	str	xzr, [x0], #8
	b	1b
2:
	bl	kmain
	/* kmain does not return; if it does, power off from C failed. */
park:
	wfe
	b	park

	.ltorg
