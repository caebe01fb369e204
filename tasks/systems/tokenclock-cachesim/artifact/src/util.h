/* util.h -- allocation and error helpers. */
#ifndef UTIL_H
#define UTIL_H

#include <stddef.h>
#include <stdint.h>

/* -v on the command line; read by the trace readers and the config loader */
int verbose;

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
void  die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
void  note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* xorshift64* generator, used by the random policy and the admission filter */
struct rng { uint64_t s; };
void     rng_seed(struct rng *r, uint64_t seed);
uint64_t rng_next(struct rng *r);
uint32_t rng_below(struct rng *r, uint32_t n);

int parse_long(const char *s, long *out);       /* accepts 10k, 2M suffixes */
int parse_u64(const char *s, const char **end, uint64_t *out);  /* decimal id */

#endif
