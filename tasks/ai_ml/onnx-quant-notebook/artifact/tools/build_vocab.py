#!/usr/bin/env python3
"""Build the word-piece vocabulary from a training split.

This is how the published ``intentq/wp-shc12`` vocabulary was made (default settings).

    python tools/build_vocab.py data/train.jsonl -o vocab/wp-shc12.json
"""
import argparse
import collections
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
from intentq.tokenizer import PAD, UNK, WordPieceTokenizer, pre_tokenize  # noqa: E402

ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"


def count_words(path):
    counts = collections.Counter()
    with open(path) as f:
        for line in f:
            if line.strip():
                counts.update(pre_tokenize(json.loads(line)["text"]))
    return counts


def build(counts, max_size=900, min_word_freq=4, max_suffix_len=3):
    pieces = [PAD, UNK]
    pieces += list(ALPHABET) + ["##" + c for c in ALPHABET]
    # punctuation seen in the data is kept as single pieces
    pieces += sorted(w for w in counts if len(w) == 1 and w not in ALPHABET)
    words = sorted((w for w, c in counts.items() if c >= min_word_freq and len(w) > 1),
                   key=lambda w: (-counts[w], w))
    suffixes = collections.Counter()
    for w, c in counts.items():
        for k in range(2, max_suffix_len + 1):
            for s in range(1, len(w) - k + 1):
                suffixes["##" + w[s:s + k]] += c
            if len(w) > k:
                suffixes[w[:k]] += c
    seen = set(pieces)
    budget = max_size - len(pieces)
    n_words = min(len(words), (2 * budget) // 3)
    for w in words[:n_words]:
        if w not in seen:
            pieces.append(w)
            seen.add(w)
    for p, _ in sorted(suffixes.items(), key=lambda kv: (-kv[1], kv[0])):
        if len(pieces) >= max_size:
            break
        if p not in seen:
            pieces.append(p)
            seen.add(p)
    return pieces


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("train")
    ap.add_argument("-o", "--out", default="vocab/wp-shc12.json")
    ap.add_argument("--max-size", type=int, default=900)
    ap.add_argument("--min-word-freq", type=int, default=4)
    args = ap.parse_args()
    counts = count_words(args.train)
    pieces = build(counts, args.max_size, args.min_word_freq)
    tok = WordPieceTokenizer(pieces, settings={"max_size": args.max_size, "min_word_freq": args.min_word_freq,
                                               "source": os.path.basename(args.train)})
    tok.save(args.out)
    print("wrote %s (%d pieces, %d distinct words in %s)" % (args.out, len(pieces), len(counts), args.train))


if __name__ == "__main__":
    main()
