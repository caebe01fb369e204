#!/usr/bin/env python3
"""Does training-set augmentation help 1-NN? (abandoned study, autumn 2021)

Compares Euclidean and DTW 1-NN (10% band) with and without window-warping / magnitude
augmentation of the training set, over five seeds. Short answer: it does not help DTW and
helps Euclidean a little; see logs/2021-10-augment.txt.
"""
import argparse

import numpy as np

import elastic
from elastic.augment import augment
from elastic.gestures import make_split
from elastic.metrics import accuracy

SETTINGS = [
    ("none", ()),
    ("window_warp", ("window_warp",)),
    ("magnitude", ("magnitude",)),
    ("both", ("window_warp", "magnitude")),
]


def run(seed, per_class, kinds, copies):
    Xtr, ytr = make_split(per_class, seed)
    Xte, yte = make_split(per_class, seed + 1000)
    if kinds:
        Xtr, ytr = augment(Xtr, ytr, np.random.RandomState(seed), kinds=kinds, copies=copies)
    out = {}
    for name, model in (("euclidean", elastic.EuclideanNearestNeighbour()),
                        ("dtw-10%", elastic.DTWNearestNeighbour(0.10))):
        out[name] = accuracy(yte, model.fit(Xtr, ytr).predict(Xte))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--per-class", type=int, default=10)
    ap.add_argument("--copies", type=int, default=1)
    a = ap.parse_args()
    print(f"{'augmentation':14s} {'euclidean':>10s} {'dtw-10%':>10s}")
    for label, kinds in SETTINGS:
        res = [run(s, a.per_class, kinds, a.copies) for s in range(a.seeds)]
        eu = np.mean([r["euclidean"] for r in res])
        dt = np.mean([r["dtw-10%"] for r in res])
        print(f"{label:14s} {eu:10.3f} {dt:10.3f}")


if __name__ == "__main__":
    main()
