#!/usr/bin/env python3
"""Reliability diagram of the scorer on a labeled batch (paper.md, Figure 2).

    python3 tools/plot_reliability.py data/calib.csv reliability.png

Needs matplotlib (requirements-dev.txt).
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from meterboost import config, features, io, predict  # noqa: E402
from meterboost.ensemble import Ensemble  # noqa: E402


def bins(conf, correct, n=10):
    edges = np.linspace(0, 1, n + 1)
    out = []
    for lo, hi in zip(edges[:-1], edges[1:]):
        m = (conf > lo) & (conf <= hi)
        if m.any():
            out.append(((lo + hi) / 2, conf[m].mean(), correct[m].mean(), int(m.sum())))
    return out


def main():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    src, dst = sys.argv[1], sys.argv[2]
    cfg = config.load("configs/scoring.toml")
    ens = Ensemble.load(cfg.model.path)
    batch = io.load_batch(src)
    P = np.asarray(predict.predict_proba(ens, features.feature_matrix(batch.raw)))
    conf, correct = P.max(axis=1), (P.argmax(axis=1) == batch.labels).astype(float)
    b = bins(conf, correct)
    fig, ax = plt.subplots(figsize=(4, 4))
    ax.plot([0, 1], [0, 1], "k:", lw=1)
    ax.plot([x[1] for x in b], [x[2] for x in b], "o-")
    ax.set_xlabel("confidence")
    ax.set_ylabel("accuracy")
    fig.tight_layout()
    fig.savefig(dst, dpi=150)
    print(f"wrote {dst}")


if __name__ == "__main__":
    main()
