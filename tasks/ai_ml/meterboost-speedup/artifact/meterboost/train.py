"""Histogram gradient boosting for the condition tagger (multi-class softmax loss).

    python3 -m meterboost.train --train data/train.csv --out model/ensemble.json

One tree per class per round, grown depth-first to max_depth; every split is chosen on bin
histograms of the gradients and hessians (meterboost.binning), with the missing bin tried on
both sides (the learned default direction). Leaf values are Newton steps shrunk by the learning
rate. Settings: configs/train.toml.
"""
import argparse
import time

import numpy as np

from . import binning, config, features, io, metrics, schema
from .ensemble import Ensemble, Node, Tree


class _Grower:
    def __init__(self, B, binner, params):
        self.B, self.binner = B, binner
        self.max_depth = params["max_depth"]
        self.lam = params["l2"]
        self.min_hess = params["min_child_hessian"]
        self.min_gain = params["min_gain"]
        self.lr = params["learning_rate"]

    def leaf_value(self, g, h):
        return -self.lr * g / (h + self.lam)

    def best_split(self, rows, g, h):
        G, H = g[rows].sum(), h[rows].sum()
        parent = G * G / (H + self.lam)
        best = (self.min_gain, None)
        for j in range(self.B.shape[1]):
            nb = self.binner.n_bins(j)
            if nb < 2:
                continue
            b = self.B[rows, j]
            hg = np.bincount(b, weights=g[rows], minlength=nb + 1)
            hh = np.bincount(b, weights=h[rows], minlength=nb + 1)
            mg, mh = hg[nb], hh[nb]
            cg, ch = np.cumsum(hg[:nb - 1]), np.cumsum(hh[:nb - 1])
            for miss_left in (True, False):
                gl = cg + (mg if miss_left else 0.0)
                hl = ch + (mh if miss_left else 0.0)
                gr, hr = G - gl, H - hl
                ok = (hl >= self.min_hess) & (hr >= self.min_hess)
                if not ok.any():
                    continue
                gain = np.where(ok, gl * gl / (hl + self.lam) + gr * gr / (hr + self.lam) - parent, -np.inf)
                k = int(np.argmax(gain))
                if gain[k] > best[0]:
                    best = (float(gain[k]), (j, k, miss_left))
        return best[1]

    def grow(self, rows, g, h, klass):
        tree = Tree(klass)
        self._grow(tree, rows, g, h, 0)
        return tree

    def _grow(self, tree, rows, g, h, depth):
        idx = len(tree.nodes)
        tree.nodes.append(Node())
        split = self.best_split(rows, g, h) if depth < self.max_depth and rows.size > 1 else None
        if split is None:
            tree.nodes[idx] = Node(value=float(self.leaf_value(g[rows].sum(), h[rows].sum())))
            return idx
        j, k, miss_left = split
        b = self.B[rows, j]
        nb = self.binner.n_bins(j)
        go_left = (b <= k) | ((b == nb) & miss_left)
        left = self._grow(tree, rows[go_left], g, h, depth + 1)
        right = self._grow(tree, rows[~go_left], g, h, depth + 1)
        tree.nodes[idx] = Node(feature=j, threshold=self.binner.threshold(j, k), left=left, right=right,
                               default_left=bool(miss_left))
        return idx


def softmax(raw):
    z = raw - raw.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def fit(X, y, params, log=print):
    K = len(schema.CLASSES)
    binner = binning.Binner(params["max_bins"]).fit(X)
    B = binner.transform(X)
    Y = np.eye(K)[y]
    prior = np.clip(Y.mean(axis=0), 1e-6, None)
    base = np.log(prior) - np.log(prior).mean()
    raw = np.tile(base, (len(y), 1))
    grower = _Grower(B, binner, params)
    rows = np.arange(len(y))
    trees = []
    t0 = time.time()
    for r in range(params["rounds"]):
        P = softmax(raw)
        for k in range(K):
            g = P[:, k] - Y[:, k]
            h = np.maximum(P[:, k] * (1.0 - P[:, k]), 1e-6)
            tree = grower.grow(rows, g, h, k)
            trees.append(tree)
            raw[:, k] += predict_tree(tree, X)
        if (r + 1) % 10 == 0:
            log(f"round {r + 1:4d}  logloss {metrics.log_loss(y, softmax(raw)):.4f}  ({time.time() - t0:.0f} s)")
    meta = {"rounds": params["rounds"], "max_depth": params["max_depth"], "learning_rate": params["learning_rate"],
            "max_bins": params["max_bins"], "l2": params["l2"], "trained_rows": int(len(y))}
    return Ensemble(schema.CLASSES, schema.FEATURES, [float(v) for v in base], trees, meta)


def predict_tree(tree, X):
    """Leaf values of all rows in one tree (training only: the binned convention, vectorised)."""
    out = np.empty(X.shape[0])
    stack = [(0, np.arange(X.shape[0]))]
    while stack:
        i, rows = stack.pop()
        n = tree.nodes[i]
        if n.is_leaf:
            out[rows] = n.value
            continue
        x = X[rows, n.feature]
        miss = np.isnan(x)
        left = np.where(miss, n.default_left, x <= n.threshold)
        stack.append((n.left, rows[left]))
        stack.append((n.right, rows[~left]))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description="train the condition tagger")
    ap.add_argument("--config", default="configs/train.toml")
    ap.add_argument("--train", default="data/train.csv")
    ap.add_argument("--out", default="model/ensemble.json")
    a = ap.parse_args(argv)
    params = config.load_train(a.config)
    batch = io.load_batch(a.train)
    if batch.labels is None:
        raise SystemExit(f"{a.train} has no condition column")
    X = features.feature_matrix(batch.raw)
    ens = fit(X, batch.labels, params)
    ens.save(a.out)
    print(f"{a.out}: {ens.summary()}")


if __name__ == "__main__":
    main()
