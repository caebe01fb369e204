#ifndef LSM_CODING_H
#define LSM_CODING_H
/* fixed-width little-endian encoding used by every on-disk structure */
#include <stdint.h>

static inline void put_u32(unsigned char *p, uint32_t v)
{
    p[0] = v; p[1] = v >> 8; p[2] = v >> 16; p[3] = v >> 24;
}
static inline void put_u64(unsigned char *p, uint64_t v)
{
    put_u32(p, (uint32_t)v);
    put_u32(p + 4, (uint32_t)(v >> 32));
}
static inline uint32_t get_u32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static inline uint64_t get_u64(const unsigned char *p)
{
    return (uint64_t)get_u32(p) | (uint64_t)get_u32(p + 4) << 32;
}

/* varints are only used by the manifest and the tools */
int put_varint64(unsigned char *p, uint64_t v);
int get_varint64(const unsigned char *p, const unsigned char *end, uint64_t *v);

#endif
