#!/usr/bin/env python3
"""Plot the virtual-node sweep (Figure 1 of the June draft).

    go run ./cmd/sweep > results/sweep.csv
    python3 scripts/plot_sweep.py results/sweep.csv figs/vnodes.pdf

Needs matplotlib (not needed for Table 2).
"""
import csv
import sys
from collections import defaultdict


def load(path):
    series = defaultdict(list)
    with open(path) as f:
        for r in csv.DictReader(f):
            series[(r["policy"], float(r["zipf_s"]))].append(
                (int(r["vnodes"]), float(r["peak_to_mean"]), float(r["cov"])))
    for v in series.values():
        v.sort()
    return series


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: plot_sweep.py SWEEP.csv [OUT.pdf]")
    out = sys.argv[2] if len(sys.argv) > 2 else "figs/vnodes.pdf"
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    series = load(sys.argv[1])
    zipfs = sorted({z for _, z in series})
    fig, axes = plt.subplots(1, len(zipfs), figsize=(3.2 * len(zipfs), 2.6), sharey=True)
    if len(zipfs) == 1:
        axes = [axes]
    styles = {"ring": "o-", "ring-bounded": "s--", "ring-2c": "^:"}
    for ax, z in zip(axes, zipfs):
        for (policy, zz), pts in sorted(series.items()):
            if zz != z:
                continue
            ax.plot([p[0] for p in pts], [p[1] for p in pts], styles.get(policy, "x-"),
                    label=policy, markersize=4)
        ax.set_xscale("log", base=2)
        ax.set_xlabel("virtual nodes per server")
        ax.set_title("Zipf s = %.1f" % z)
        ax.axhline(1.0, color="grey", lw=0.5)
    axes[0].set_ylabel("peak / mean load")
    axes[-1].legend(frameon=False, fontsize=7)
    fig.tight_layout()
    fig.savefig(out)
    print("wrote", out)


if __name__ == "__main__":
    main()
