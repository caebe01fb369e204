#!/usr/bin/env python3
"""Table 1: 1-NN accuracy on the synthetic gesture benchmark, Euclidean vs. DTW bands."""
import argparse
import json
import os
import time

import numpy as np

import elastic
from elastic.gestures import make_split


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--train-seed", type=int, default=1)
    ap.add_argument("--test-seed", type=int, default=2)
    ap.add_argument("--per-class", type=int, default=20)
    ap.add_argument("--out", default="results/table1.json")
    a = ap.parse_args()

    Xtr, ytr = make_split(a.per_class, a.train_seed)
    Xte, yte = make_split(a.per_class, a.test_seed)
    print(f"elastic {elastic.__version__}, backend: {elastic.BACKEND}")
    print(f"{len(Xtr)} training / {len(Xte)} test traces of length {Xtr.shape[1]}")
    rows = []
    models = [("euclidean", elastic.EuclideanNearestNeighbour())]
    models += [(f"dtw-band-{int(100 * f)}%", elastic.DTWNearestNeighbour(f)) for f in (0.05, 0.10, 0.20)]
    models += [("dtw-full", elastic.DTWNearestNeighbour(None))]
    for name, model in models:
        t0 = time.time()
        idx, dist = model.fit(Xtr, ytr).kneighbors(Xte)
        acc = float(np.mean(ytr[idx] == yte))
        rows.append({"method": name, "accuracy": round(acc, 4),
                     "mean_nn_distance": round(float(np.mean(dist)), 4),
                     "seconds": round(time.time() - t0, 2)})
        print(f"{name:14s} accuracy {acc:.4f}  mean NN distance {np.mean(dist):.4f}  ({time.time() - t0:.1f}s)")
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w") as f:
        json.dump({"backend": elastic.BACKEND, "core": os.path.basename(elastic._core.__file__),
                   "train_seed": a.train_seed, "test_seed": a.test_seed,
                   "per_class": a.per_class, "rows": rows}, f, indent=2)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
