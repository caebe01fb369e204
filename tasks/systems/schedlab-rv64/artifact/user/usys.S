/* schedlab: system call stubs for U-mode. */
#include "syscall.h"

#define SYSCALL(name, nr) \
    .globl name;          \
name:                     \
    li a7, nr;            \
    ecall;                \
    ret

    .section .text.user
SYSCALL(u_write,  SYS_write)
SYSCALL(u_getpid, SYS_getpid)
SYSCALL(u_yield,  SYS_yield)
SYSCALL(u_exit,   SYS_exit)
SYSCALL(u_uptime, SYS_uptime)
SYSCALL(u_nop,    SYS_nop)
