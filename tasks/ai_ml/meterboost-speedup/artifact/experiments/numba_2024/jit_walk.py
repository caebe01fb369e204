#!/usr/bin/env python3
"""numba walker prototype (see README.md in this folder)."""
import os
import sys
import time

import numpy as np
from numba import njit

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from meterboost import features, io  # noqa: E402
from meterboost.ensemble import Ensemble  # noqa: E402


def flatten(ens):
    sizes = [len(t.nodes) for t in ens.trees]
    offs = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    n = int(offs[-1])
    feat = np.zeros(n, np.int64)
    thr = np.zeros(n)
    left = np.full(n, -1, np.int64)
    right = np.full(n, -1, np.int64)
    dl = np.zeros(n, np.bool_)
    val = np.zeros(n)
    for t, o in zip(ens.trees, offs):
        for i, nd in enumerate(t.nodes):
            if nd.is_leaf:
                val[o + i] = nd.value
            else:
                feat[o + i], thr[o + i], dl[o + i] = nd.feature, nd.threshold, nd.default_left
                left[o + i], right[o + i] = o + nd.left, o + nd.right
    klass = np.array([t.klass for t in ens.trees], np.int64)
    return offs, klass, feat, thr, left, right, dl, val


@njit(cache=True)
def walk_all(X, base, offs, klass, feat, thr, left, right, dl, val):
    n, K = X.shape[0], base.shape[0]
    raw = np.empty((n, K))
    for r in range(n):
        for k in range(K):
            raw[r, k] = base[k]
        for t in range(klass.shape[0]):
            i = offs[t]
            while left[i] >= 0:
                v = X[r, feat[i]]
                if v != v:
                    i = left[i] if dl[i] else right[i]
                elif v <= thr[i]:
                    i = left[i]
                else:
                    i = right[i]
            raw[r, klass[t]] += val[i]
    return raw


if __name__ == "__main__":
    ens = Ensemble.load("model/ensemble.json")
    X = features.feature_matrix(io.load_batch(sys.argv[1]).raw)
    flat = flatten(ens)
    t0 = time.perf_counter()
    raw = walk_all(X, np.asarray(ens.base_score), *flat)
    print(f"{X.shape[0]} rows in {time.perf_counter() - t0:.3f} s (first call includes compilation)")
