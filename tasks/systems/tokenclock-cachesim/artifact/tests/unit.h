/* unit.h -- a minimal test harness for the unit tests (no framework needed). */
#ifndef UNIT_H
#define UNIT_H

#include <stdio.h>
#include <stdlib.h>

static int unit_count;

#define CHECK(cond, what) do {                                              \
        unit_count++;                                                       \
        if (!(cond)) {                                                      \
            printf("not ok %d - %s (%s:%d: %s)\n", unit_count, (what),      \
                   __FILE__, __LINE__, #cond);                              \
            exit(1);                                                        \
        }                                                                   \
        printf("ok %d - %s\n", unit_count, (what));                        \
    } while (0)

#endif
