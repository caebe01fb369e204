/*
 * schedlab: command-line parsing.
 *
 * The command line is copied out of the device tree at boot (the DTB lives
 * at the top of RAM and the page allocator may later hand that memory out),
 * then split into "key=value" words.  Values may be comma-separated lists of
 * numbers: "quanta=4,8,16".
 */
#include "types.h"
#include "param.h"
#include "string.h"
#include "console.h"
#include "bootargs.h"

#define MAX_ARGS 32

static char cmdline_copy[BOOTARGS_MAX];

struct bootarg {
    const char *key;
    size_t      keylen;
    const char *val;
    size_t      vallen;
};

static struct bootarg args[MAX_ARGS];
static int nargs;
static char strbuf[BOOTARGS_MAX];
static size_t strbuf_used;

void bootargs_init(const char *cmdline)
{
    size_t n = strnlen(cmdline, BOOTARGS_MAX - 1);
    memcpy(cmdline_copy, cmdline, n);
    cmdline_copy[n] = '\0';
    nargs = 0;
    strbuf_used = 0;

    const char *p = cmdline_copy;
    while (*p && nargs < MAX_ARGS) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p)
            break;
        const char *w = p;
        while (*p && *p != ' ' && *p != '\t')
            p++;
        const char *eq = w;
        while (eq < p && *eq != '=')
            eq++;
        struct bootarg *a = &args[nargs++];
        a->key = w;
        a->keylen = eq - w;
        if (eq < p) {
            a->val = eq + 1;
            a->vallen = p - eq - 1;
        } else {
            a->val = "";
            a->vallen = 0;
        }
    }
}

static struct bootarg *find(const char *key)
{
    size_t kl = strlen(key);
    /* last one wins, like most kernels */
    for (int i = nargs - 1; i >= 0; i--)
        if (args[i].keylen == kl && strncmp(args[i].key, key, kl) == 0)
            return &args[i];
    return NULL;
}

bool bootarg_has(const char *key)
{
    return find(key) != NULL;
}

const char *bootarg_str(const char *key, const char *dflt)
{
    struct bootarg *a = find(key);
    if (!a)
        return dflt;
    if (strbuf_used + a->vallen + 1 > sizeof(strbuf))
        panic("bootargs: string space exhausted");
    char *s = strbuf + strbuf_used;
    memcpy(s, a->val, a->vallen);
    s[a->vallen] = '\0';
    strbuf_used += a->vallen + 1;
    return s;
}

uint64 bootarg_u64(const char *key, uint64 dflt)
{
    struct bootarg *a = find(key);
    uint64 v;
    if (!a)
        return dflt;
    if (parse_u64(a->val, a->vallen, &v) != 0)
        panic("bootargs: %s: not a number", key);
    return v;
}

int bootarg_list(const char *key, uint64 *out, int max)
{
    struct bootarg *a = find(key);
    if (!a)
        return 0;
    int n = 0;
    size_t i = 0;
    while (i < a->vallen && n < max) {
        size_t j = i;
        while (j < a->vallen && a->val[j] != ',')
            j++;
        if (parse_u64(a->val + i, j - i, &out[n]) != 0)
            panic("bootargs: %s: bad list element", key);
        n++;
        i = j + 1;
    }
    return n;
}

void bootargs_print(void)
{
    kprintf("cmdline: %s\n", cmdline_copy);
}
