/* schedlab: kernel command line ("key=value key=v1,v2 ...") */
#ifndef SCHEDLAB_BOOTARGS_H
#define SCHEDLAB_BOOTARGS_H

#include "types.h"

#define BOOTARG_LIST_MAX 8

void        bootargs_init(const char *cmdline);
const char *bootarg_str(const char *key, const char *dflt);
uint64      bootarg_u64(const char *key, uint64 dflt);
int         bootarg_list(const char *key, uint64 *out, int max);
bool        bootarg_has(const char *key);
void        bootargs_print(void);

#endif
