#!/usr/bin/env python3
"""Figure 2: validation accuracy of every trial per rung, winners highlighted.

    python3 tools/plot_rungs.py results/table2.trials.csv -o figures/rungs.pdf

Needs matplotlib (not in requirements.txt: only for the figures).
"""
import argparse
import csv
from collections import defaultdict


def load(path):
    per_rung = defaultdict(list)
    with open(path) as f:
        for row in csv.DictReader(f):
            per_rung[int(row["rung"])].append((int(row["trial"]), float(row["val_acc"])))
    return dict(per_rung)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("csv")
    ap.add_argument("-o", "--out", default="figures/rungs.pdf")
    args = ap.parse_args()
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    data = load(args.csv)
    last = max(data)
    winners = {t for t, _ in data[last]}
    fig, ax = plt.subplots(figsize=(4.5, 3.0))
    for r, pts in sorted(data.items()):
        xs = [r + 0.15 * ((t % 7) - 3) / 3 for t, _ in pts]
        ys = [a for _, a in pts]
        cs = ["tab:red" if t in winners else "tab:gray" for t, _ in pts]
        ax.scatter(xs, ys, s=8, c=cs)
    ax.set_xticks(sorted(data))
    ax.set_xlabel("rung")
    ax.set_ylabel("validation accuracy")
    fig.tight_layout()
    fig.savefig(args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
