/* schedlab: system call numbers (a7) shared by kernel and user code. */
#ifndef SCHEDLAB_SYSCALL_H
#define SCHEDLAB_SYSCALL_H

#define SYS_write   1
#define SYS_getpid  2
#define SYS_yield   3
#define SYS_exit    4
#define SYS_uptime  5
#define SYS_nop     6

#ifndef __ASSEMBLER__
struct trapframe;
void syscall(struct trapframe *tf);
#endif

#endif
