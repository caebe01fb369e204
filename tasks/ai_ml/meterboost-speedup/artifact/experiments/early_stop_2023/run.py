#!/usr/bin/env python3
"""Train with a held-out validation split and early stopping (see README.md in this folder)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from meterboost import binning, config, features, io, metrics, schema, train  # noqa: E402
from meterboost.ensemble import Ensemble  # noqa: E402


def main(path="data/train.csv", patience=15, seed=3):
    params = config.load_train("configs/train.toml")
    batch = io.load_batch(path)
    X, y = features.feature_matrix(batch.raw), batch.labels
    rng = np.random.default_rng(seed)
    val = rng.random(len(y)) < 0.2
    Xt, yt, Xv, yv = X[~val], y[~val], X[val], y[val]
    K = len(schema.CLASSES)
    binner = binning.Binner(params["max_bins"]).fit(Xt)
    grower = train._Grower(binner.transform(Xt), binner, params)
    Y = np.eye(K)[yt]
    prior = np.clip(Y.mean(axis=0), 1e-6, None)
    base = np.log(prior) - np.log(prior).mean()
    raw_t = np.tile(base, (len(yt), 1))
    raw_v = np.tile(base, (len(yv), 1))
    rows = np.arange(len(yt))
    trees, best, best_round = [], np.inf, 0
    for r in range(params["rounds"]):
        P = train.softmax(raw_t)
        for k in range(K):
            g = P[:, k] - Y[:, k]
            h = np.maximum(P[:, k] * (1 - P[:, k]), 1e-6)
            t = grower.grow(rows, g, h, k)
            trees.append(t)
            raw_t[:, k] += train.predict_tree(t, Xt)
            raw_v[:, k] += train.predict_tree(t, Xv)
        loss = metrics.log_loss(yv, train.softmax(raw_v))
        if loss < best - 1e-5:
            best, best_round = loss, r + 1
        elif r + 1 - best_round >= patience:
            break
        print(f"round {r + 1:4d} val log-loss {loss:.4f}")
    ens = Ensemble(schema.CLASSES, schema.FEATURES, list(base), trees[:best_round * K], {"early_stopped": best_round})
    print(f"best round {best_round}: val log-loss {best:.4f}; {ens.summary()}")


if __name__ == "__main__":
    main(*sys.argv[1:2])
