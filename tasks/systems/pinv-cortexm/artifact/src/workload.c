/*
 * workload.c - the work a job does in one tick of execution.
 *
 * Each task owns a 256-byte buffer; a tick of execution folds the buffer
 * into a running CRC-32 and rotates it.  The work is there so that the
 * dispatcher is exercised with a realistic instruction mix between ticks;
 * the scheduling results do not depend on it (the digest is printed only as
 * a sanity check that every tick of execution really ran).
 */
#include "workload.h"
#include "config.h"

static uint8_t buf[MAX_TASKS][256];
static uint32_t crc[MAX_TASKS];

static uint32_t crc32_update(uint32_t c, const uint8_t *p, unsigned n)
{
    c = ~c;
    while (n--) {
        c ^= *p++;
        for (int k = 0; k < 8; k++)
            c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return ~c;
}

void workload_init(void)
{
    for (unsigned t = 0; t < MAX_TASKS; t++) {
        for (unsigned i = 0; i < sizeof(buf[t]); i++)
            buf[t][i] = (uint8_t)(i * 31u + t * 7u);
        crc[t] = 0;
    }
}

void workload_tick(uint32_t task)
{
    if (task >= MAX_TASKS)
        return;
    crc[task] = crc32_update(crc[task], buf[task], sizeof(buf[task]));
    uint8_t first = buf[task][0];
    for (unsigned i = 0; i + 1 < sizeof(buf[task]); i++)
        buf[task][i] = buf[task][i + 1];
    buf[task][sizeof(buf[task]) - 1] = first ^ (uint8_t)crc[task];
}

uint32_t workload_digest(void)
{
    uint32_t d = 0;
    for (unsigned t = 0; t < MAX_TASKS; t++)
        d = (d << 5 | d >> 27) ^ crc[t];
    return d;
}
