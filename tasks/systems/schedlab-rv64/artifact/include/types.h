/* schedlab: basic fixed-width types (no libc in the kernel). */
#ifndef SCHEDLAB_TYPES_H
#define SCHEDLAB_TYPES_H

typedef unsigned char      uint8;
typedef unsigned short     uint16;
typedef unsigned int       uint32;
typedef unsigned long      uint64;
typedef signed char        int8;
typedef short              int16;
typedef int                int32;
typedef long               int64;
typedef unsigned long      uintptr;
typedef unsigned long      size_t;
typedef long               ssize_t;

#define NULL ((void *)0)
#define true  1
#define false 0
typedef int bool;

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define ALIGN_UP(x, a)   (((x) + ((a) - 1)) & ~((uint64)(a) - 1))
#define ALIGN_DOWN(x, a) ((x) & ~((uint64)(a) - 1))

#define __unused    __attribute__((unused))
#define __noreturn  __attribute__((noreturn))
#define __aligned(n) __attribute__((aligned(n)))

typedef __builtin_va_list va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type)   __builtin_va_arg(ap, type)
#define va_end(ap)         __builtin_va_end(ap)

#endif
