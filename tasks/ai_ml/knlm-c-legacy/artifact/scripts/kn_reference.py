#!/usr/bin/env python3
"""Slow pure-Python interpolated Kneser-Ney, written to cross-check the C model.

Same model as src/: the highest order uses raw counts, lower orders continuation counts, each
level interpolates with the one below with weight D * N1+(h .) / sum, bottoming out in the
uniform distribution over every word but <s>.  Meant for small orders and small texts
(a few seconds per order on the Markov-prose corpus).

    python3 scripts/kn_reference.py data/markov-prose/train.txt data/markov-prose/valid.txt --order 3
"""
import argparse
import collections
import math

BOS, EOS, UNK = "<s>", "</s>", "<unk>"


def sentences(path, order):
    with open(path, encoding="utf-8") as f:
        for line in f:
            yield [BOS] * (order - 1) + line.split() + [EOS]


class KN:
    def __init__(self, train, order, discount):
        self.order, self.d = order, discount
        self.count = collections.Counter()   # highest order: raw counts
        for s in sentences(train, order):
            for i in range(order - 1, len(s)):
                self.count[tuple(s[i - order + 1:i + 1])] += 1
        self.vocab = {w for g in self.count for w in g} | {UNK}
        self.vocab.discard(BOS)
        self.cont = collections.Counter()    # lower orders: continuation counts
        level = set(self.count)
        for k in range(order, 1, -1):
            for g in level:
                self.cont[g[1:]] += 1
            level = {g for g in self.cont if len(g) == k - 1}
        self.ctx_sum = collections.Counter()
        self.ctx_types = collections.Counter()
        for table in (self.count, self.cont):
            for g, v in table.items():
                if len(g) == order and table is self.cont:
                    continue
                self.ctx_sum[g[:-1]] += v
                self.ctx_types[g[:-1]] += 1

    def prob(self, hist, w):
        lower = 1.0 / len(self.vocab) if not hist else self.prob(hist[1:], w)
        total = self.ctx_sum.get(hist, 0)
        if total == 0:
            return lower
        g = hist + (w,)
        c = self.count.get(g, 0) if len(g) == self.order else self.cont.get(g, 0)
        return max(c - self.d, 0.0) / total + self.d * self.ctx_types[hist] / total * lower

    def perplexity(self, test):
        log_sum, tokens, oov = 0.0, 0, 0
        for s in sentences(test, self.order):
            s = [w if w in self.vocab or w == BOS else UNK for w in s]
            for i in range(self.order - 1, len(s)):
                if s[i] == UNK:
                    oov += 1
                    continue
                log_sum += math.log(self.prob(tuple(s[i - self.order + 1:i]), s[i]))
                tokens += 1
        return math.exp(-log_sum / tokens), tokens, oov


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("train")
    ap.add_argument("test")
    ap.add_argument("--order", type=int, default=3)
    ap.add_argument("--discount", type=float, default=0.75)
    a = ap.parse_args()
    ppl, tokens, oov = KN(a.train, a.order, a.discount).perplexity(a.test)
    print(f"order={a.order} discount={a.discount:.2f} test_tokens={tokens} oov={oov} ppl={ppl:.4f}")


if __name__ == "__main__":
    main()
