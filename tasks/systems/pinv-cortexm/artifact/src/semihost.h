#ifndef KESTREL_SEMIHOST_H
#define KESTREL_SEMIHOST_H
#include <stdint.h>
#define SYS_WRITE0  0x04
#define SYS_EXIT    0x18
#define ADP_Stopped_ApplicationExit 0x20026u
uint32_t semihost_call(uint32_t op, uint32_t arg);
void semihost_write0(const char *s);
void semihost_exit(int status) __attribute__((noreturn));
#endif
