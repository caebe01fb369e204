#!/usr/bin/env python3
"""Plot the per-query errors of a run (Fig. 3 of the v1 submission).

    python3 scripts/plot_windows.py results/windows.csv -o fig/windows.pdf

One box per window length, the signed relative error of every query, with
the 1.04/sqrt(m) standard error of a p=14 HLL as dashed lines. Needs
matplotlib; the paper's table itself comes from results/summary.json.
"""
import argparse
import csv
import math
import os
from collections import defaultdict

STD_ERR_PCT = 104 / math.sqrt(1 << 14)


def load(path):
    by_window = defaultdict(list)
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            by_window[int(row["window"])].append(float(row["rel_err_pct"]))
    return dict(sorted(by_window.items()))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv", nargs="+", help="windows.csv of one or more runs")
    ap.add_argument("-o", "--out", default="fig/windows.pdf")
    ap.add_argument("--labels", help="comma-separated run labels")
    args = ap.parse_args()

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    runs = [load(p) for p in args.csv]
    labels = args.labels.split(",") if args.labels else [os.path.dirname(p) or p for p in args.csv]
    windows = sorted({w for r in runs for w in r})

    fig, ax = plt.subplots(figsize=(4.5, 2.8))
    width = 0.8 / len(runs)
    for i, (run, label) in enumerate(zip(runs, labels)):
        pos = [j + (i - (len(runs) - 1) / 2) * width for j in range(len(windows))]
        data = [run.get(w, []) for w in windows]
        bp = ax.boxplot(data, positions=pos, widths=width * 0.9, patch_artist=True, showfliers=True)
        for box in bp["boxes"]:
            box.set_facecolor(f"C{i}")
            box.set_alpha(0.6)
        ax.plot([], [], color=f"C{i}", label=label, linewidth=6, alpha=0.6)
    for s in (STD_ERR_PCT, -STD_ERR_PCT):
        ax.axhline(s, linestyle="--", color="grey", linewidth=0.8)
    ax.axhline(0, color="black", linewidth=0.5)
    ax.set_xticks(range(len(windows)))
    ax.set_xticklabels([str(w) for w in windows])
    ax.set_xlabel("window (minutes)")
    ax.set_ylabel("estimate - exact (%)")
    if len(runs) > 1:
        ax.legend(frameon=False, fontsize=7)
    fig.tight_layout()
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    fig.savefig(args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
