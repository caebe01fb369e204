#!/usr/bin/env python3
"""Figure 2 of the paper: per-seed worst blocking under none/pip/pcp as grouped
bars, from results/runs.csv.  Needs matplotlib (requirements.txt)."""
import argparse
import csv
from collections import defaultdict


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", default="results/runs.csv")
    ap.add_argument("--out", default="results/fig2.pdf")
    ap.add_argument("--metric", default="inv_max", choices=["inv_max", "hp_inv_max", "inv_total"])
    args = ap.parse_args()

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    data = defaultdict(dict)
    for r in csv.DictReader(open(args.runs)):
        data[int(r["seed"])][r["proto"]] = int(r[args.metric])
    seeds = sorted(data)
    protos = ["none", "pip", "pcp"]
    width = 0.27
    fig, ax = plt.subplots(figsize=(5.5, 2.8))
    for k, p in enumerate(protos):
        xs = [i + (k - 1) * width for i in range(len(seeds))]
        ax.bar(xs, [data[s].get(p, 0) for s in seeds], width, label=p)
    ax.set_xticks(range(len(seeds)))
    ax.set_xticklabels(["seed %d" % s for s in seeds])
    ax.set_ylabel({"inv_max": "worst blocking (ticks)", "hp_inv_max": "blocking of T0 (ticks)",
                   "inv_total": "inversion ticks"}[args.metric])
    ax.legend(frameon=False, ncol=3)
    fig.tight_layout()
    fig.savefig(args.out)
    print("wrote", args.out)


if __name__ == "__main__":
    main()
