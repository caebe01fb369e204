/* printk.h - formatted console output (integer conversions only). */
#ifndef GW_PRINTK_H
#define GW_PRINTK_H

#include "types.h"
#include <stdarg.h>

int printk(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int vsnprintk(char *buf, size_t size, const char *fmt, va_list ap);
int snprintk(char *buf, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Fixed-point helper: prints num/den with `digits` decimals, rounded
 * half up, into buf. Used instead of %f everywhere in the kernel. */
void fmt_ratio(char *buf, size_t size, u64 num, u64 den, int digits);

#define pr_info(...)  printk(__VA_ARGS__)
#define pr_warn(...)  printk("warn: " __VA_ARGS__)
#define pr_err(...)   printk("error: " __VA_ARGS__)

#endif
