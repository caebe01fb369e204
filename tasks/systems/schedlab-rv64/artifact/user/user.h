/* schedlab: user-mode library (tasks run in U-mode). */
#ifndef SCHEDLAB_USER_H
#define SCHEDLAB_USER_H

#include "types.h"

long u_write(int fd, const void *buf, uint64 len);
long u_getpid(void);
long u_yield(void);
void u_exit(long status) __noreturn;
long u_uptime(void);
long u_nop(void);

void u_puts(const char *s);
void u_printf(const char *fmt, ...);

#define USER __attribute__((section(".text.user")))

#endif
