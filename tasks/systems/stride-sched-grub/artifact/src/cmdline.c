/* cmdline.c -- key=value options of the multiboot command line.
 *
 * GRUB 2 passes the kernel's path as the first word
 * ("/boot/kernel.elf seed=2016 ..."); words without '=' are ignored, so
 * are unknown keys. Numbers are decimal or 0x-prefixed hex.
 */
#include "kernel.h"

/* the value of `key`, or NULL; *len gets its length */
static const char *find(const char *s, const char *key, u32 *len)
{
    u32 klen = kstrlen(key);
    while (*s) {
        const char *w;
        while (*s == ' ')
            s++;
        w = s;
        while (*s && *s != ' ')
            s++;
        if ((u32)(s - w) > klen && !kstrncmp(w, key, klen) && w[klen] == '=') {
            *len = (u32)(s - w) - klen - 1;
            return w + klen + 1;
        }
    }
    return NULL;
}

u32 cmdline_u32(const char *cmd, const char *key, u32 def)
{
    u32 len;
    const char *v = find(cmd, key, &len);
    if (!v || !len)
        return def;
    return kstrtou(v, NULL, 0);
}

int cmdline_str(const char *cmd, const char *key, char *buf, u32 size)
{
    u32 len;
    const char *v = find(cmd, key, &len);
    if (!v || !size)
        return 0;
    if (len >= size)
        len = size - 1;
    kmemcpy(buf, v, len);
    buf[len] = 0;
    return 1;
}

/* a bare word ("selftest") or key=1 */
int cmdline_flag(const char *cmd, const char *key)
{
    u32 klen = kstrlen(key), len;
    const char *s = cmd, *v;
    while (*s) {
        const char *w;
        while (*s == ' ')
            s++;
        w = s;
        while (*s && *s != ' ')
            s++;
        if ((u32)(s - w) == klen && !kstrncmp(w, key, klen))
            return 1;
    }
    v = find(cmd, key, &len);
    return v && len && kstrtou(v, NULL, 0) != 0;
}
