#!/usr/bin/env python3
"""Miss-ratio curves (Figure 2 of the journal draft) from a tools/sweep.py CSV.

    python3 tools/plot_mrc.py results/sweeps/paper-traces.csv -o results/mrc.pdf

One panel per trace, one line per policy, miss ratio over capacity on a log
axis.  Needs matplotlib (requirements.txt).
"""
import argparse
import csv
from collections import defaultdict

STYLE = {
    "fifo": ("tab:gray", ":"), "lru": ("tab:blue", "-"), "clock": ("tab:cyan", "--"),
    "tclock": ("tab:red", "-"), "arc": ("tab:green", "-."), "2q": ("tab:olive", "-."),
    "lfu": ("tab:brown", ":"), "slru": ("tab:purple", "--"), "opt": ("black", ":"),
}


def load(path):
    curves = defaultdict(lambda: defaultdict(list))
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            label = r["policy"] + (f" {r['overrides']}" if r.get("overrides") else "")
            curves[r["trace"]][label].append((int(r["capacity"]), 1.0 - float(r["hit_ratio"])))
    return curves


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv")
    ap.add_argument("-o", "--out", default="results/mrc.pdf")
    ap.add_argument("--title", default="")
    args = ap.parse_args()

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    curves = load(args.csv)
    fig, axes = plt.subplots(1, len(curves), figsize=(4.2 * len(curves), 3.4), squeeze=False)
    for ax, (trace, lines) in zip(axes[0], sorted(curves.items())):
        for label, pts in sorted(lines.items()):
            pts.sort()
            color, ls = STYLE.get(label.split()[0], ("tab:pink", "-"))
            ax.plot([c for c, _ in pts], [m for _, m in pts], ls, color=color, label=label,
                    marker="o", markersize=3)
        ax.set_xscale("log")
        ax.set_xlabel("cache size (objects)")
        ax.set_title(trace.replace(".trace.gz", ""))
        ax.grid(True, alpha=0.3)
    axes[0][0].set_ylabel("miss ratio")
    axes[0][-1].legend(fontsize=7, frameon=False)
    if args.title:
        fig.suptitle(args.title)
    fig.tight_layout()
    fig.savefig(args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
