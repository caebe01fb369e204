/*
 * schedlab: reset entry.  QEMU's reset vector jumps here (the kernel is
 * linked at the start of RAM) in M-mode with a0 = hart id, a1 = DTB.
 * Only hart 0 boots; any other hart parks.
 */
    .section .text.entry
    .globl _start
_start:
    csrw    mie, zero
    csrw    mip, zero
    bnez    a0, park

    la      sp, kstack_top

    /* clear .bss (a0/a1 must survive) */
    la      t0, __bss_start
    la      t1, __bss_end
1:  bgeu    t0, t1, 2f
    sd      zero, 0(t0)
    addi    t0, t0, 8
    j       1b
2:
    call    kmain
park:
    wfi
    j       park

    .section .bss.stack
    .balign 16
    .globl kstack_bottom
kstack_bottom:
    .space  16384
    .globl kstack_top
kstack_top:
