/* boot.S -- multiboot entry, stack, and the page-fault trap stub. */
#define MB_MAGIC  0x1BADB002
#define MB_FLAGS  0x00000003          /* page-align modules, want memory info */

        .section .multiboot, "a"
        .align 4
        .long MB_MAGIC
        .long MB_FLAGS
        .long -(MB_MAGIC + MB_FLAGS)

        .section .bss
        .align 16
stack_bottom:
        .skip 65536
stack_top:

        .section .text
        .globl _start
_start:
        cli
        movl  $stack_top, %esp
        pushl $0
        popfl
        pushl %ebx                      /* multiboot info pointer */
        pushl %eax                      /* multiboot magic */
        call  kmain
1:      cli
        hlt
        jmp   1b

/* void gdt_load(void *gdtr): reload GDT and flat segments */
        .globl gdt_load
gdt_load:
        movl  4(%esp), %eax
        lgdt  (%eax)
        movw  $0x10, %ax
        movw  %ax, %ds
        movw  %ax, %es
        movw  %ax, %fs
        movw  %ax, %gs
        movw  %ax, %ss
        ljmp  $0x08, $2f
2:      ret

/* #PF (vector 14) pushes an error code. */
        .globl isr_page_fault
isr_page_fault:
        pushal
        movl  %cr2, %eax
        pushl 32(%esp)                  /* error code */
        pushl %eax                      /* faulting linear address */
        call  page_fault
        addl  $8, %esp
        popal
        addl  $4, %esp                  /* drop error code */
        iret

/* every other exception: report and stop */
        .globl isr_other
isr_other:
        call  unexpected_trap
3:      cli
        hlt
        jmp   3b
