#!/usr/bin/env python3
"""Plot results/band_sweep.json (experiments/band_sweep.py) as accuracy vs. band width.

    python tools/plot_bands.py results/band_sweep.json -o figures/bands.pdf

Needs matplotlib (not an install requirement of elastic).
"""
import argparse
import json
import os


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sweep", nargs="?", default="results/band_sweep.json")
    ap.add_argument("-o", "--out", default="figures/bands.pdf")
    ap.add_argument("--title", default=None)
    a = ap.parse_args()

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with open(a.sweep) as f:
        doc = json.load(f)
    bands = doc["bands"]
    # the "no band" point (1.0) is drawn at the right edge with its own tick
    xs = [100 * b if b < 1 else 100 * max(b for b in bands if b < 1) + 5 for b in bands]
    fig, ax = plt.subplots(figsize=(3.4, 2.4))
    for seed, accs in doc["curves"].items():
        ax.plot(xs, accs, color="0.8", lw=0.8)
    ax.plot(xs, doc["mean"], color="C0", marker="o", ms=3, lw=1.5, label="mean over seeds")
    ticks = [x for x, b in zip(xs, bands) if b < 1][::2] + [xs[-1]]
    labels = [f"{x:g}" for x in ticks[:-1]] + ["none"]
    ax.set_xticks(ticks)
    ax.set_xticklabels(labels)
    ax.set_xlabel("band half-width (% of length)")
    ax.set_ylabel("1-NN accuracy")
    if a.title:
        ax.set_title(a.title, fontsize=9)
    ax.legend(frameon=False, fontsize=8, loc="lower right")
    fig.tight_layout()
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    fig.savefig(a.out)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
