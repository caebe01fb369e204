#!/usr/bin/env python3
"""Path attributions for each row of a batch (see README.md in this folder)."""
import argparse
import os
import sys
from collections import defaultdict

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from meterboost import features, io, schema  # noqa: E402
from meterboost.ensemble import Ensemble  # noqa: E402


def node_expectations(tree, X):
    """Mean leaf value below each node, weighted by the rows of X that reach it."""
    total = defaultdict(float)
    count = defaultdict(int)
    for x in X.tolist():
        path = []
        i = 0
        node = tree.nodes[0]
        while not node.is_leaf:
            path.append(i)
            v = x[node.feature]
            if v != v:
                i = node.left if node.default_left else node.right
            else:
                i = node.left if v <= node.threshold else node.right
            node = tree.nodes[i]
        path.append(i)
        for j in path:
            total[j] += node.value
            count[j] += 1
    return {j: total[j] / count[j] for j in total}


def attribute(ens, X, ref):
    exps = [node_expectations(t, ref) for t in ens.trees]
    out = np.zeros((X.shape[0], len(schema.CLASSES), len(schema.FEATURES)))
    for r, x in enumerate(X.tolist()):
        for t, e in zip(ens.trees, exps):
            i = 0
            node = t.nodes[0]
            while not node.is_leaf:
                v = x[node.feature]
                if v != v:
                    nxt = node.left if node.default_left else node.right
                else:
                    nxt = node.left if v <= node.threshold else node.right
                out[r, t.klass, node.feature] += e.get(nxt, 0.0) - e.get(i, 0.0)
                i, node = nxt, t.nodes[nxt]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("batch")
    ap.add_argument("--reference", default="data/train.csv")
    ap.add_argument("--top", type=int, default=3)
    ap.add_argument("--rows", type=int, default=50)
    a = ap.parse_args()
    ens = Ensemble.load("model/ensemble.json")
    X = features.feature_matrix(io.load_batch(a.batch).raw[:a.rows])
    ref = features.feature_matrix(io.load_batch(a.reference).raw[:2000])
    A = attribute(ens, X, ref)
    for r in range(X.shape[0]):
        k = int(np.argmax(A[r].sum(axis=1)))
        top = np.argsort(-A[r, k])[:a.top]
        print(f"row {r}: {schema.CLASSES[k]:<7s} " + ", ".join(f"{schema.FEATURES[j]} {A[r, k, j]:+.3f}" for j in top))


if __name__ == "__main__":
    main()
