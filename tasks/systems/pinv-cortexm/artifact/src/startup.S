/*
 * startup.S - vector table and reset entry for Cortex-M3.
 *
 * The C runtime (stack/heap discovery, .bss clearing and, with the
 * semihosting monitor runtime, argc/argv from the debugger's command line)
 * is newlib's crt0; Reset_Handler only sets a sane stack and jumps to it.
 */
    .syntax unified
    .cpu cortex-m3
    .thumb

    .section .vectors, "a"
    .align 2
    .global __vectors
__vectors:
    .word __stack_top
    .word Reset_Handler
    .word NMI_Handler
    .word HardFault_Handler
    .word MemManage_Handler
    .word BusFault_Handler
    .word UsageFault_Handler
    .word 0
    .word 0
    .word 0
    .word 0
    .word SVC_Handler
    .word DebugMon_Handler
    .word 0
    .word PendSV_Handler
    .word SysTick_Handler
    /* 32 external interrupts, none used */
    .rept 32
    .word Default_Handler
    .endr

    .text
    .thumb_func
    .global Reset_Handler
Reset_Handler:
    ldr   r0, =__stack_top
    mov   sp, r0
    ldr   r0, =__vectors
    ldr   r1, =0xE000ED08
    str   r0, [r1]
    bl    _start
1:  b     1b

    .thumb_func
    .weak Default_Handler
Default_Handler:
    b     fault_report

    .weak NMI_Handler
    .thumb_set NMI_Handler, Default_Handler
    .weak HardFault_Handler
    .thumb_set HardFault_Handler, Default_Handler
    .weak MemManage_Handler
    .thumb_set MemManage_Handler, Default_Handler
    .weak BusFault_Handler
    .thumb_set BusFault_Handler, Default_Handler
    .weak UsageFault_Handler
    .thumb_set UsageFault_Handler, Default_Handler
    .weak SVC_Handler
    .thumb_set SVC_Handler, Default_Handler
    .weak DebugMon_Handler
    .thumb_set DebugMon_Handler, Default_Handler
    .weak PendSV_Handler
    .thumb_set PendSV_Handler, Default_Handler
    .weak SysTick_Handler
    .thumb_set SysTick_Handler, Default_Handler

/* Started with -nostartfiles there is no crti/crtn: empty _init/_fini for
 * newlib's __libc_init_array/__libc_fini_array. */
    .thumb_func
    .weak _init
_init:
    bx    lr
    .thumb_func
    .weak _fini
_fini:
    bx    lr
