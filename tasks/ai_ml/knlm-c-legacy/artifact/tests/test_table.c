/* Unit tests of the n-gram hash table and the vocabulary (no training data needed). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "knlm.h"

static int failures = 0;
#define CHECK(cond)                                                           \
    do {                                                                      \
        if (!(cond)) {                                                        \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            failures++;                                                       \
        }                                                                     \
    } while (0)

static ngram_t make(int len, int a, int b, int c) {
    ngram_t g;
    memset(&g, 0, sizeof g);
    g.len = len;
    g.w[0] = a;
    g.w[1] = b;
    g.w[2] = c;
    return g;
}

static void test_insert_lookup(void) {
    table_t t;
    table_init(&t, 8);
    ngram_t a = make(2, 5, 6, 0), b = make(2, 6, 5, 0), c = make(1, 5, 0, 0);
    CHECK(table_get(&t, &a, 0) == NULL);
    table_get(&t, &a, 1)->count = 3;
    table_get(&t, &b, 1)->count = 4;
    table_get(&t, &c, 1)->cont = 7;
    CHECK(t.n == 3);
    CHECK(table_get(&t, &a, 0)->count == 3);
    CHECK(table_get(&t, &b, 0)->count == 4);
    CHECK(table_get(&t, &c, 0)->cont == 7);
    /* same ids, different length: distinct keys */
    ngram_t a1 = make(1, 5, 6, 0);
    CHECK(table_get(&t, &a1, 0) == &*table_get(&t, &c, 0));
    free(t.slots);
}

static void test_growth(void) {
    table_t t;
    table_init(&t, 4);
    for (int i = 0; i < 5000; i++) {
        ngram_t g = make(3, i, i * 7 % 13, i % 5);
        table_get(&t, &g, 1)->count = i + 1;
    }
    CHECK(t.n == 5000);
    CHECK(t.cap >= 10000);
    for (int i = 0; i < 5000; i++) {
        ngram_t g = make(3, i, i * 7 % 13, i % 5);
        entry_t *e = table_get(&t, &g, 0);
        CHECK(e && e->count == i + 1);
    }
    free(t.slots);
}

static void test_vocab(void) {
    CHECK(vocab_id("<unk>", 0) == KNLM_UNK);
    CHECK(vocab_id("<s>", 0) == KNLM_BOS);
    CHECK(vocab_id("</s>", 0) == KNLM_EOS);
    int a = vocab_id("kalo", 1), b = vocab_id("mine", 1);
    CHECK(a != b && a > KNLM_EOS && b > KNLM_EOS);
    CHECK(vocab_id("kalo", 0) == a);
    CHECK(vocab_id("never-seen", 0) == KNLM_UNK);
    CHECK(strcmp(vocab_word(a), "kalo") == 0);
    CHECK(vocab_count() == 5);
}

int main(void) {
    test_insert_lookup();
    test_growth();
    test_vocab();
    if (failures) {
        fprintf(stderr, "test_table: %d failure(s)\n", failures);
        return 1;
    }
    puts("test_table: ok");
    return 0;
}
