#ifndef KESTREL_CONFIG_H
#define KESTREL_CONFIG_H
#include <stdint.h>

#define MAX_TASKS   12
#define MAX_RES     4

enum proto { PROTO_NONE = 0, PROTO_PIP = 1, PROTO_PCP = 2, NPROTO = 3 };

struct config {
    uint32_t seed;
    uint32_t ntasks;
    uint32_t nres;
    uint32_t util;      /* total utilisation in percent */
    uint32_t horizon;   /* ticks per protocol run */
    uint32_t protos;    /* bit mask of enum proto */
    uint32_t trace;     /* print a SCHED line per tick */
    int from_cmdline;   /* 0: built-in defaults were used */
};

extern const char *const proto_names[NPROTO];

void config_defaults(struct config *c);
/* Parse key=value words (argv[1..]); returns the number of words that were
 * not understood. */
int config_parse(struct config *c, int argc, char **argv);
void config_print(const struct config *c);
#endif
