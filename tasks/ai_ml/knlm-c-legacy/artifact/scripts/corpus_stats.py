#!/usr/bin/env python3
"""Corpus statistics: lines, words, types, sentence lengths, OOV rate against a training text.

    python3 scripts/corpus_stats.py data/markov-prose/train.txt data/markov-prose/valid.txt

With --train, words of the other files that never occur in it are counted as OOV, and the
number of tokens a model would score (in-vocabulary words plus one end symbol per line) is
printed next to each file.
"""
import argparse
import collections
import statistics


def read(path):
    with open(path, encoding="utf-8") as f:
        return [line.split() for line in f]


def describe(path, lines, train_vocab=None):
    words = [w for line in lines for w in line]
    lengths = [len(line) for line in lines]
    counts = collections.Counter(words)
    out = {
        "file": path,
        "lines": len(lines),
        "words": len(words),
        "types": len(counts),
        "len_min": min(lengths) if lengths else 0,
        "len_median": statistics.median(lengths) if lengths else 0,
        "len_max": max(lengths) if lengths else 0,
    }
    if train_vocab is not None:
        oov = sum(1 for w in words if w not in train_vocab)
        out["oov"] = oov
        out["scored_tokens"] = len(words) - oov + len(lines)
    return out, counts


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--train", help="training text defining the vocabulary")
    ap.add_argument("--top", type=int, default=0, help="also print the TOP most frequent words")
    a = ap.parse_args()
    vocab = None
    if a.train:
        vocab = {w for line in read(a.train) for w in line}
        print(f"vocabulary of {a.train}: {len(vocab)} words")
    for path in a.files:
        info, counts = describe(path, read(path), vocab)
        print("  ".join(f"{k}={v}" for k, v in info.items()))
        for w, c in counts.most_common(a.top):
            print(f"    {c:7d}  {w}")


if __name__ == "__main__":
    main()
