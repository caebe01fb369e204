#!/usr/bin/env python3
"""Version 1.0's evaluation on UCR archive datasets (superseded by table1.py).

Expects the 2018 UCR archive unpacked under --root (not distributed with this repository).
The window grid is the archive's usual one, 0..20% in steps of 1%, and the window is picked
by leave-one-out on the training set, as in the archive's published baselines.
"""
import argparse
import sys

import numpy as np

import elastic
from elastic.io import load_dataset, znormalise
from elastic.metrics import accuracy

DEFAULT_DATASETS = ["GesturePebbleZ1", "UWaveGestureLibraryX"]


def loo_window(X, y, fracs):
    best_frac, best_acc = None, -1.0
    for frac in fracs:
        model = elastic.DTWNearestNeighbour(frac)
        correct = 0
        for i in range(len(X)):
            mask = np.arange(len(X)) != i
            pred = model.fit(X[mask], y[mask]).predict(X[i:i + 1])[0]
            correct += int(pred == y[i])
        acc = correct / len(X)
        if acc > best_acc:
            best_frac, best_acc = frac, acc
    return best_frac, best_acc


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--root", default="/data/UCRArchive_2018")
    ap.add_argument("datasets", nargs="*", default=DEFAULT_DATASETS)
    a = ap.parse_args()
    fracs = [i / 100 for i in range(0, 21)]
    for name in a.datasets:
        try:
            Xtr, ytr, Xte, yte = load_dataset(a.root, name)
        except (OSError, ValueError) as e:
            print(f"{name}: skipped ({e})", file=sys.stderr)
            continue
        Xtr, Xte = znormalise(Xtr), znormalise(Xte)
        frac, loo = loo_window(Xtr, ytr, fracs)
        ed = accuracy(yte, elastic.EuclideanNearestNeighbour().fit(Xtr, ytr).predict(Xte))
        dtw = accuracy(yte, elastic.DTWNearestNeighbour(frac).fit(Xtr, ytr).predict(Xte))
        print(f"{name:24s} ED {1 - ed:.3f}  DTW(w={100 * frac:.0f}%, loo {loo:.3f}) {1 - dtw:.3f}  (error rates)")


if __name__ == "__main__":
    main()
