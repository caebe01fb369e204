#!/usr/bin/env python3
"""Figure 1: one trace of each gesture, and the DTW alignment of two 'shake' traces.

    python tools/plot_traces.py -o figures/traces.pdf
"""
import argparse
import os

import numpy as np

from elastic.gestures import GESTURES, make_split


def dtw_path(a, b):
    """Optimal warping path (no band), squared cost; plain numpy, for plotting only."""
    n, m = len(a), len(b)
    D = np.full((n + 1, m + 1), np.inf)
    D[0, 0] = 0.0
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            D[i, j] = (a[i - 1] - b[j - 1]) ** 2 + min(D[i - 1, j - 1], D[i - 1, j], D[i, j - 1])
    i, j, path = n, m, []
    while i > 0 and j > 0:
        path.append((i - 1, j - 1))
        step = np.argmin([D[i - 1, j - 1], D[i - 1, j], D[i, j - 1]])
        i, j = (i - 1, j - 1) if step == 0 else (i - 1, j) if step == 1 else (i, j - 1)
    return path[::-1]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-o", "--out", default="figures/traces.pdf")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    X, y = make_split(2, a.seed)
    fig, axes = plt.subplots(1, 2, figsize=(7, 2.4))
    for k, g in enumerate(GESTURES):
        x = X[list(y).index(g)]
        axes[0].plot(x + 3 * k, lw=0.9, label=g)
    axes[0].set_yticks([])
    axes[0].legend(frameon=False, fontsize=7, ncol=5, loc="upper center")
    shakes = X[y == "shake"]
    a_, b_ = shakes[0], shakes[1] + 4
    axes[1].plot(a_, lw=0.9)
    axes[1].plot(b_, lw=0.9)
    for i, j in dtw_path(shakes[0], shakes[1])[::3]:
        axes[1].plot([i, j], [a_[i], b_[j]], color="0.7", lw=0.4)
    axes[1].set_yticks([])
    fig.tight_layout()
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    fig.savefig(a.out)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
