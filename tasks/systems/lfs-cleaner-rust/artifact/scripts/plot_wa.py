#!/usr/bin/env python3
"""Plot write amplification against utilisation, one panel per workload,
one line per policy, from results/sweep.csv (or a table1.csv)."""
import argparse
import csv
from collections import defaultdict

STYLE = {
    "greedy": ("k", "o"), "cost-benefit": ("tab:blue", "s"), "banded": ("tab:orange", "^"),
    "age-sorted": ("tab:green", "D"), "hotcold": ("tab:red", "v"), "fifo": ("0.6", "x"),
    "windowed": ("tab:purple", "+"),
}


def load(path):
    data = defaultdict(lambda: defaultdict(list))
    with open(path) as fh:
        for r in csv.DictReader(fh):
            data[r.get("workload", "hotcold")][r["policy"]].append((int(r["util"]), float(r["write_amp"])))
    return data


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("csv")
    ap.add_argument("--out", default="wa.png")
    ap.add_argument("--log", action="store_true", help="logarithmic WA axis")
    args = ap.parse_args()

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    data = load(args.csv)
    fig, axes = plt.subplots(1, len(data), figsize=(4 * len(data), 3.2), squeeze=False, sharey=True)
    for ax, (wl, pols) in zip(axes[0], sorted(data.items())):
        for pol, pts in sorted(pols.items()):
            pts.sort()
            color, marker = STYLE.get(pol, (None, "."))
            ax.plot([u for u, _ in pts], [w for _, w in pts], marker=marker, color=color, label=pol, lw=1)
        ax.set_title(wl)
        ax.set_xlabel("utilisation (%)")
        if args.log:
            ax.set_yscale("log")
        ax.grid(alpha=0.3)
    axes[0][0].set_ylabel("write amplification")
    axes[0][-1].legend(fontsize=7, loc="upper left")
    fig.tight_layout()
    fig.savefig(args.out, dpi=150)
    print("wrote", args.out)


if __name__ == "__main__":
    main()
