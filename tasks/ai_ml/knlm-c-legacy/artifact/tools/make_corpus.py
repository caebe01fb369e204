#!/usr/bin/env python3
"""Seeded generator of the synthetic 'Markov prose' corpus (standard library only).

Words come from a second-order Markov source: every pair of previous words has its own small
set of likely successors (drawn deterministically from the seed and the pair) with Zipf-like
weights, mixed with a little uniform noise over the whole vocabulary.

    python3 tools/make_corpus.py --seed 5 --sentences 4000 --out train.txt
    python3 tools/make_corpus.py --seed 9 --sentences 40 --paragraphs 150 600 --out para.txt

With --paragraphs MIN MAX, consecutive sentences are joined into one line of MIN to MAX words
(running text without sentence breaks; the source restarts its context at every sentence).
"""
import argparse
import random

SYLL = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ze", "pa", "qu", "do", "fe", "gi", "ho", "ju"]


def vocabulary(n=500):
    rng = random.Random(12345)
    words, seen = [], set()
    while len(words) < n:
        w = "".join(rng.choice(SYLL) for _ in range(rng.choice([1, 2, 2, 3])))
        if w not in seen:
            seen.add(w)
            words.append(w)
    return words


VOCAB = vocabulary()
ZIPF = [1.0 / (r + 1) ** 1.1 for r in range(10)]


def successors(a, b):
    r = random.Random((a * 7919 + b * 104729 + 17) % 2**32)
    return [r.randrange(len(VOCAB)) for _ in range(len(ZIPF))]


def sentence(rng):
    a, b = -1, -1
    out = []
    for _ in range(rng.randint(6, 18)):
        if rng.random() < 0.12:
            w = rng.randrange(len(VOCAB))
        else:
            w = rng.choices(successors(a, b), weights=ZIPF)[0]
        out.append(VOCAB[w])
        a, b = b, w
    return " ".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--sentences", type=int, default=4000)
    ap.add_argument("--paragraphs", type=int, nargs=2, metavar=("MIN", "MAX"),
                    help="write lines of MIN..MAX words made of whole sentences")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    with open(a.out, "w") as f:
        for _ in range(a.sentences):
            if not a.paragraphs:
                f.write(sentence(rng) + "\n")
                continue
            target = rng.randint(*a.paragraphs)
            words = []
            while len(words) < target:
                words += sentence(rng).split()
            f.write(" ".join(words[:a.paragraphs[1]]) + "\n")


if __name__ == "__main__":
    main()
