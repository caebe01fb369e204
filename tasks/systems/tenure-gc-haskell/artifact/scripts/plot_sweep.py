#!/usr/bin/env python3
"""Figure 3: modelled GC cost against nursery size, one line per policy.

Input: results/sweep.csv from `tenuresim sweep`.  Needs matplotlib
(requirements.txt); not used for Table 2.
"""
import argparse
import csv
import collections

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

STYLE = {
    "fixed-1": dict(color="#999999", linestyle="--", marker="o"),
    "fixed-4": dict(color="#444444", linestyle="-", marker="s"),
    "adaptive": dict(color="#1f77b4", linestyle="-", marker="^"),
    "adaptive+pretenure": dict(color="#d62728", linestyle="-", marker="D"),
}


def load(path):
    series = collections.defaultdict(list)
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            series[row["policy"]].append((int(row["nursery_kb"]), int(row["gc_cost_kcycles"]),
                                          int(row["copied_kb"])))
    for v in series.values():
        v.sort()
    return series


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("sweep_csv")
    ap.add_argument("out", help="output figure (.pdf or .png)")
    ap.add_argument("--metric", choices=["cost", "copied"], default="cost")
    args = ap.parse_args()

    series = load(args.sweep_csv)
    fig, ax = plt.subplots(figsize=(4.2, 3.0))
    for pol, pts in sorted(series.items()):
        xs = [p[0] for p in pts]
        ys = [p[1] / 1000.0 if args.metric == "cost" else p[2] / 1024.0 for p in pts]
        ax.plot(xs, ys, label=pol, **STYLE.get(pol, {}))
    ax.set_xscale("log", basex=2)
    ax.set_xlabel("nursery size (KiB)")
    ax.set_ylabel("GC cost (Mcycles)" if args.metric == "cost" else "copied (MiB)")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=7, frameon=False)
    fig.tight_layout()
    fig.savefig(args.out)
    print("wrote", args.out)


if __name__ == "__main__":
    main()
