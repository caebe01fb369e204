/* types.h - fixed-width types for the freestanding kernel (no libc). */
#ifndef GW_TYPES_H
#define GW_TYPES_H

typedef unsigned char      u8;
typedef unsigned short     u16;
typedef unsigned int       u32;
typedef unsigned long long u64;
typedef signed char        s8;
typedef short              s16;
typedef int                s32;
typedef long long          s64;
typedef unsigned long      size_t;
typedef unsigned long      uintptr_t;
typedef long               ssize_t;

typedef _Bool bool;
#define true  1
#define false 0
#define NULL  ((void *)0)

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define ALIGN_UP(x, a) (((x) + ((a) - 1)) & ~((u64)(a) - 1))
#define IS_POW2(x) ((x) != 0 && (((x) & ((x) - 1)) == 0))

#define likely(x)   __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

#define noreturn __attribute__((noreturn))

#endif
