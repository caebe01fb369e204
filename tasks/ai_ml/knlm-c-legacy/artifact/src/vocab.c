#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include "knlm.h"

#define VOCAB_CAP (1 << 20)

static char **words;
static int n_words;
static int *slot_id;  /* open addressing: slot -> id + 1 */

static unsigned long hash_str(const char *s) {
    unsigned long h = 5381;
    while (*s) h = h * 33 + (unsigned char)*s++;
    return h;
}

static void init(void) {
    words = malloc(sizeof(char *) * VOCAB_CAP);
    slot_id = calloc(2 * VOCAB_CAP, sizeof(int));
    n_words = 0;
    vocab_id("<unk>", 1);
    vocab_id("<s>", 1);
    vocab_id("</s>", 1);
}

int vocab_id(const char *word, int create) {
    if (!words) init();
    size_t i = hash_str(word) & (2 * VOCAB_CAP - 1);
    while (slot_id[i]) {
        if (strcmp(words[slot_id[i] - 1], word) == 0) return slot_id[i] - 1;
        i = (i + 1) & (2 * VOCAB_CAP - 1);
    }
    if (!create) return KNLM_UNK;
    if (n_words >= VOCAB_CAP) { fprintf(stderr, "vocabulary full\n"); exit(1); }
    words[n_words] = strdup(word);
    slot_id[i] = n_words + 1;
    return n_words++;
}

int vocab_count(void) { return n_words; }

const char *vocab_word(int id) { return (id >= 0 && id < n_words) ? words[id] : "<unk>"; }
