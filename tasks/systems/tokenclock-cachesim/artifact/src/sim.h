/*
 * sim.h -- shared declarations of the cache replacement simulator.
 *
 * Every policy keeps its own state and updates the global counters below.
 */
#ifndef SIM_H
#define SIM_H

/* global statistics, reset by main() before each run */
long n_hits;
long n_misses;
long n_evictions;

struct trace {
    int  *keys;     /* object ids, in request order */
    long  n;        /* number of requests */
    int   max_key;  /* largest object id seen */
};

int  trace_load(const char *path, struct trace *t);
void trace_free(struct trace *t);

struct policy {
    const char *name;
    void (*init)(int capacity, int max_key);
    void (*access)(int key);
    void (*fini)(void);
};

extern struct policy policy_fifo;
extern struct policy policy_lru;
extern struct policy policy_clock;
extern struct policy policy_tclock;

#endif
