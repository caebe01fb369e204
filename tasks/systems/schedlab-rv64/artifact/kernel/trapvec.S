/*
 * schedlab: trap entry and return.
 *
 * mscratch always holds the trap frame of the task that runs in U-mode.
 * On a trap we swap it with t6, save every register into the frame, switch
 * to the kernel stack stored in the frame and call trap_handler(frame).
 * The handler returns the frame to resume (maybe another task's).
 */
#include "proc.h"

    .section .text
    .balign 4
    .globl trap_vector
trap_vector:
    csrrw   t6, mscratch, t6
    sd      x1,   8(t6)
    sd      x2,  16(t6)
    sd      x3,  24(t6)
    sd      x4,  32(t6)
    sd      x5,  40(t6)
    sd      x6,  48(t6)
    sd      x7,  56(t6)
    sd      x8,  64(t6)
    sd      x9,  72(t6)
    sd      x10, 80(t6)
    sd      x11, 88(t6)
    sd      x12, 96(t6)
    sd      x13, 104(t6)
    sd      x14, 112(t6)
    sd      x15, 120(t6)
    sd      x16, 128(t6)
    sd      x17, 136(t6)
    sd      x18, 144(t6)
    sd      x19, 152(t6)
    sd      x20, 160(t6)
    sd      x21, 168(t6)
    sd      x22, 176(t6)
    sd      x23, 184(t6)
    sd      x24, 192(t6)
    sd      x25, 200(t6)
    sd      x26, 208(t6)
    sd      x27, 216(t6)
    sd      x28, 224(t6)
    sd      x29, 232(t6)
    sd      x30, 240(t6)
    csrr    t0, mscratch            /* the task's t6 */
    sd      t0, 248(t6)
    csrr    t0, mepc
    sd      t0, TF_MEPC(t6)
    csrw    mscratch, t6

    ld      sp, TF_KERNEL_SP(t6)
    mv      a0, t6
    call    trap_handler
    /* fall through with a0 = frame to resume */

    .globl trap_return
trap_return:
    csrw    mscratch, a0
    mv      t6, a0
    ld      t0, TF_MEPC(t6)
    csrw    mepc, t0
    ld      x1,   8(t6)
    ld      x2,  16(t6)
    ld      x3,  24(t6)
    ld      x4,  32(t6)
    ld      x5,  40(t6)
    ld      x6,  48(t6)
    ld      x7,  56(t6)
    ld      x8,  64(t6)
    ld      x9,  72(t6)
    ld      x10, 80(t6)
    ld      x11, 88(t6)
    ld      x12, 96(t6)
    ld      x13, 104(t6)
    ld      x14, 112(t6)
    ld      x15, 120(t6)
    ld      x16, 128(t6)
    ld      x17, 136(t6)
    ld      x18, 144(t6)
    ld      x19, 152(t6)
    ld      x20, 160(t6)
    ld      x21, 168(t6)
    ld      x22, 176(t6)
    ld      x23, 184(t6)
    ld      x24, 192(t6)
    ld      x25, 200(t6)
    ld      x26, 208(t6)
    ld      x27, 216(t6)
    ld      x28, 224(t6)
    ld      x29, 232(t6)
    ld      x30, 240(t6)
    ld      x31, 248(t6)
    mret
