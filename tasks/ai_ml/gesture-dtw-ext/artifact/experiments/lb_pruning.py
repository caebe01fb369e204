#!/usr/bin/env python3
"""How much of the 1-NN search do LB_Kim and LB_Keogh prune? (not in the paper)

We looked at this before adding early abandoning to the C++ core. With 100 training traces of
length 96 the cascade prunes a large share of the candidates for narrow bands and almost
none without a band, which is why the paper's implementation only abandons early.
"""
import argparse
import time

import elastic
from elastic.gestures import make_split
from elastic.lower_bounds import Cascade


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--per-class", type=int, default=20)
    ap.add_argument("--train-seed", type=int, default=1)
    ap.add_argument("--test-seed", type=int, default=2)
    ap.add_argument("--bands", default="0.05,0.1,0.2")
    ap.add_argument("--max-queries", type=int, default=50)
    a = ap.parse_args()

    Xtr, ytr = make_split(a.per_class, a.train_seed)
    Xte, yte = make_split(a.per_class, a.test_seed)
    Xte, yte = Xte[:a.max_queries], yte[:a.max_queries]
    n = Xtr.shape[1]
    print(f"{'band':>6} {'kim':>6} {'keogh':>6} {'dtw':>6} {'pruned':>7} {'acc':>5} {'time':>6}")
    for frac in [float(v) for v in a.bands.split(",")]:
        w = int(round(frac * n))
        cascade = Cascade(Xtr, w, elastic.dtw)
        t0 = time.time()
        correct = 0
        for q, label in zip(Xte, yte):
            k, _ = cascade.nearest(q)
            correct += int(ytr[k] == label)
        s = cascade.stats
        print(f"{100 * frac:5.1f}% {s['kim']:6d} {s['keogh']:6d} {s['dtw']:6d} "
              f"{cascade.pruned_fraction():7.2%} {correct / len(yte):5.2f} {time.time() - t0:5.1f}s")


if __name__ == "__main__":
    main()
