/*
 * config.c - experiment configuration from the kernel command line.
 *
 * The command line reaches main() as argc/argv through the semihosting
 * SYS_GET_CMDLINE call made by the C runtime; under QEMU it is the -kernel
 * file name followed by the -append string, e.g.
 *     build/kestrel.elf seed=11 ntasks=6 nres=2 util=75 horizon=3000 protos=none,pip,pcp
 */
#include <stdlib.h>
#include <string.h>
#include "config.h"
#include "kprintf.h"

const char *const proto_names[NPROTO] = { "none", "pip", "pcp" };

void config_defaults(struct config *c)
{
    c->seed = 2;
    c->ntasks = 6;
    c->nres = 2;
    c->util = 80;
    c->horizon = 2000;
    c->protos = (1u << PROTO_NONE) | (1u << PROTO_PIP) | (1u << PROTO_PCP);
    c->trace = 0;
    c->from_cmdline = 0;
}

static uint32_t parse_protos(const char *v)
{
    uint32_t mask = 0;
    while (*v) {
        const char *end = strchr(v, ',');
        size_t n = end ? (size_t)(end - v) : strlen(v);
        for (int p = 0; p < NPROTO; p++)
            if (strlen(proto_names[p]) == n && strncmp(v, proto_names[p], n) == 0)
                mask |= 1u << p;
        v += n;
        if (*v == ',')
            v++;
    }
    return mask;
}

static uint32_t clamp(uint32_t v, uint32_t lo, uint32_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

int config_parse(struct config *c, int argc, char **argv)
{
    int bad = 0;
    for (int i = 1; i < argc; i++) {
        char *eq = strchr(argv[i], '=');
        if (!eq) {
            bad++;
            continue;
        }
        *eq = '\0';
        const char *k = argv[i], *v = eq + 1;
        uint32_t n = (uint32_t)strtoul(v, NULL, 0);
        if (!strcmp(k, "seed"))
            c->seed = n;
        else if (!strcmp(k, "ntasks"))
            c->ntasks = clamp(n, 2, MAX_TASKS);
        else if (!strcmp(k, "nres"))
            c->nres = clamp(n, 1, MAX_RES);
        else if (!strcmp(k, "util"))
            c->util = clamp(n, 10, 100);
        else if (!strcmp(k, "horizon"))
            c->horizon = clamp(n, 100, 100000);
        else if (!strcmp(k, "protos"))
            c->protos = parse_protos(v);
        else if (!strcmp(k, "trace"))
            c->trace = n;
        else {
            *eq = '=';
            bad++;
            continue;
        }
        *eq = '=';
        c->from_cmdline = 1;
    }
    return bad;
}

void config_print(const struct config *c)
{
    kprintf("config seed=%u ntasks=%u nres=%u util=%u horizon=%u protos=",
            c->seed, c->ntasks, c->nres, c->util, c->horizon);
    const char *sep = "";
    for (int p = 0; p < NPROTO; p++)
        if (c->protos & (1u << p)) {
            kprintf("%s%s", sep, proto_names[p]);
            sep = ",";
        }
    kprintf("\n");
}
