/*
 * hints.h - hinted handoff: records a stand-in node holds for a node that
 * was down when they were written.  Hints live in memory only (a crashed
 * stand-in loses them; docs/tuning.md discusses why that is acceptable).
 */
#ifndef KVQD_HINTS_H
#define KVQD_HINTS_H

#include <stddef.h>
#include <stdint.h>

typedef struct kvq_hint {
    int       for_node;
    uint64_t  version;
    char     *key;
    uint16_t  klen;
    char     *val;
    uint32_t  vlen;
    struct kvq_hint *next;
} kvq_hint;

typedef struct kvq_hints {
    kvq_hint *head, *tail;
    size_t    count;
} kvq_hints;

void   kvq_hints_init(kvq_hints *h);
int    kvq_hints_add(kvq_hints *h, int for_node, uint64_t version,
                     const char *key, uint16_t klen, const char *val, uint32_t vlen);
/* detach, in insertion order, every hint for `node`; caller frees with
 * kvq_hints_free_list() */
kvq_hint *kvq_hints_take(kvq_hints *h, int node);
void   kvq_hints_free_list(kvq_hint *list);
size_t kvq_hints_pending(const kvq_hints *h, int node);
void   kvq_hints_clear(kvq_hints *h);

#endif
