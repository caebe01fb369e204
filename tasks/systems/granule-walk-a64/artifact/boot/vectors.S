/*
 * vectors.S - EL1 exception vectors. Every exception is fatal in this
 * kernel: we save the registers, report ESR/ELR/FAR and halt.
 */

	.macro	save_and_report kind
	sub	sp, sp, #(35 * 8)
	stp	x0, x1, [sp, #0]
	stp	x2, x3, [sp, #16]
	stp	x4, x5, [sp, #32]
	stp	x6, x7, [sp, #48]
	stp	x8, x9, [sp, #64]
	stp	x10, x11, [sp, #80]
	stp	x12, x13, [sp, #96]
	stp	x14, x15, [sp, #112]
	stp	x16, x17, [sp, #128]
	stp	x18, x19, [sp, #144]
	stp	x20, x21, [sp, #160]
	stp	x22, x23, [sp, #176]
	stp	x24, x25, [sp, #192]
	stp	x26, x27, [sp, #208]
	stp	x28, x29, [sp, #224]
	mrs	x0, elr_el1
	stp	x30, x0, [sp, #240]
	mrs	x0, spsr_el1
	mrs	x1, esr_el1
	stp	x0, x1, [sp, #256]
	mrs	x0, far_el1
	str	x0, [sp, #272]
	mov	x0, sp
	mov	x1, #\kind
	bl	exc_report
9:	wfe
	b	9b
	.endm

	.macro	vent kind
	.balign	0x80
	save_and_report \kind
	.endm

	.section .text.vectors, "ax"
	.balign	0x800
	.global	vectors
vectors:
	/* Current EL with SP0 */
	vent	0
	vent	1
	vent	2
	vent	3
	/* Current EL with SPx */
	vent	4
	vent	5
	vent	6
	vent	7
	/* Lower EL, AArch64 */
	vent	8
	vent	9
	vent	10
	vent	11
	/* Lower EL, AArch32 */
	vent	12
	vent	13
	vent	14
	vent	15
