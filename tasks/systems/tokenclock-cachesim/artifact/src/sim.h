/*
 * sim.h -- shared declarations of the cache replacement simulator.
 *
 * Every policy keeps its own state and updates the global counters below.
 * Object ids are dense (0 .. max_key): trace_load() renumbers the ids of the
 * trace in order of first appearance, so policies can index plain arrays.
 */
#ifndef SIM_H
#define SIM_H

/* global statistics, reset by main() before each run and after the warm-up */
long n_hits;
long n_misses;
long n_evictions;
long n_rejected;        /* misses not admitted by the admission filter */

struct trace {
    int  *keys;         /* dense object ids, in request order */
    long  n;            /* number of requests */
    int   max_key;      /* largest dense id (= distinct objects - 1) */
    long  n_skipped;    /* records skipped by the reader (non-GET operations) */
};

int  trace_load(const char *path, struct trace *t);
void trace_free(struct trace *t);

struct policy {
    const char *name;
    const char *desc;
    void (*init)(int capacity, int max_key);
    void (*access)(int key);
    void (*fini)(void);
    /* optional: policies that look into the future (opt) get the whole trace */
    void (*prepare)(const struct trace *t);
};

extern struct policy policy_fifo;
extern struct policy policy_lru;
extern struct policy policy_clock;
extern struct policy policy_tclock;
extern struct policy policy_lfu;
extern struct policy policy_slru;
extern struct policy policy_twoq;
extern struct policy policy_arc;
extern struct policy policy_rand;
extern struct policy policy_opt;

struct policy *policy_find(const char *name);
void policy_list(void);

#endif
