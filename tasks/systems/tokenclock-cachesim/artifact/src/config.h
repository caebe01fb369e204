/*
 * config.h -- run-time settings of cachesim.
 *
 * Settings come, in increasing priority, from the built-in defaults, a
 * configuration file and the command line (-o section.key=value).  The file is
 * the one given with -C, else $CACHESIM_CONF, else ./cachesim.conf when it
 * exists.  See docs/CONFIG.md.
 */
#ifndef CONFIG_H
#define CONFIG_H

enum trace_format { FMT_AUTO, FMT_TEXT, FMT_CSV, FMT_BIN };
enum admission_kind { ADMIT_NONE, ADMIT_DOORKEEPER, ADMIT_TINYLFU };
enum output_format { OUT_LINE, OUT_CSV, OUT_JSON };

struct simconf {
    /* [sim] */
    long warmup;                /* requests replayed before the counters start */
    unsigned long seed;         /* random policy, admission hashing */
    /* [trace] */
    enum trace_format format;
    int csv_key_column;         /* 1-based column of the object id */
    int csv_op_column;          /* 0: no operation column */
    long limit;                 /* replay at most this many requests (0: all) */
    /* [tclock] */
    int tokens_max;
    int tokens_on_admit;
    /* [slru], [twoq] */
    double protected_share;     /* SLRU: share of the cache for the protected segment */
    double twoq_in_share;       /* 2Q: share of A1in */
    double twoq_out_share;      /* 2Q: ghost A1out, as a share of the cache */
    /* [admission] */
    enum admission_kind admission;
    long admission_window;      /* requests between halvings/resets */
    int bloom_bits_log2;
    /* [output] */
    enum output_format output;
    const char *source;         /* file the settings were read from, or "defaults" */
};

struct simconf conf;            /* the settings of this run */

void conf_defaults(struct simconf *c);
/* path NULL: the search order above.  Returns 0, or exits on a bad file. */
int  conf_load(struct simconf *c, const char *path);
/* "section.key=value" from the command line */
int  conf_set(struct simconf *c, const char *assignment);
void conf_dump(const struct simconf *c);

#endif
