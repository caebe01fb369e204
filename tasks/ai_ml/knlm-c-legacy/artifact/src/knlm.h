/* knlm: interpolated Kneser-Ney n-gram language model.  Shared declarations. */
#ifndef KNLM_H
#define KNLM_H

#include <stddef.h>

#define KNLM_MAX_ORDER 6
#define KNLM_UNK 0
#define KNLM_BOS 1
#define KNLM_EOS 2

typedef struct {
    int len;
    int w[KNLM_MAX_ORDER];
} ngram_t;

typedef struct {
    ngram_t key;
    int used;
    long count;      /* raw count (highest order)                         */
    long cont;       /* continuation count N1+(. g) (lower orders)          */
    long ctx_sum;    /* as a history: sum of counts of its extensions       */
    long ctx_types;  /* as a history: number of distinct extensions         */
} entry_t;

typedef struct {
    entry_t *slots;
    size_t cap, n;
} table_t;

/* global model state (set up by main, used by counts.c and model.c) */
int knlm_order;
double knlm_discount;
table_t knlm_table;
int knlm_vocab_size;

/* table.c */
void table_init(table_t *t, size_t cap);
entry_t *table_get(table_t *t, const ngram_t *g, int create);

/* vocab.c */
int vocab_id(const char *word, int create);
int vocab_count(void);
const char *vocab_word(int id);

/* counts.c */
long count_corpus(const char *path);

/* model.c */
double kn_prob(const int *hist, int hlen, int w);
int eval_corpus(const char *path, double *log_sum, long *tokens, long *oov);

/* arpa.c, score.c */
int write_arpa(const char *path);
int score_lines(const char *test, const char *out);

#endif
