/* policy.c -- the table of replacement policies. */
#include <stdio.h>
#include <string.h>
#include "sim.h"

static struct policy *policies[] = {
    &policy_fifo, &policy_lru, &policy_clock, &policy_tclock,
    &policy_lfu, &policy_slru, &policy_twoq, &policy_arc, &policy_rand, &policy_opt,
    NULL
};

struct policy *policy_find(const char *name)
{
    int i;

    for (i = 0; policies[i]; i++)
        if (strcmp(policies[i]->name, name) == 0)
            return policies[i];
    /* names used by the 2012 scripts */
    if (strcmp(name, "tokenclock") == 0)
        return &policy_tclock;
    if (strcmp(name, "min") == 0 || strcmp(name, "belady") == 0)
        return &policy_opt;
    return NULL;
}

void policy_list(void)
{
    int i;

    for (i = 0; policies[i]; i++)
        printf("%-8s %s\n", policies[i]->name, policies[i]->desc);
}
