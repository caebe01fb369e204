#include <string.h>
#include "hash.h"

uint64_t kvq_fnv1a_cont(uint64_t h, const void *data, size_t len)
{
    const unsigned char *p = data;
    size_t i;
    for (i = 0; i < len; i++) {
        h ^= (uint64_t)p[i];
        h *= KVQ_FNV_PRIME;
    }
    return h;
}

uint64_t kvq_fnv1a(const void *data, size_t len)
{
    return kvq_fnv1a_cont(KVQ_FNV_OFFSET, data, len);
}

uint64_t kvq_fnv1a_str(const char *s)
{
    return kvq_fnv1a(s, strlen(s));
}

uint64_t kvq_mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

uint64_t kvq_ring_hash(const void *data, size_t len)
{
    return kvq_mix64(kvq_fnv1a(data, len));
}
