#!/usr/bin/env python3
"""Plot results/sweep/sweep.csv (scripts/run_sweep.py): mean worst blocking
and deadline misses against utilisation, one line per protocol."""
import argparse

import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--csv", default="results/sweep/sweep.csv")
    ap.add_argument("--out", default="results/sweep/fig3.pdf")
    args = ap.parse_args()
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    df = pd.read_csv(args.csv)
    g = df.groupby(["util", "proto"]).agg({"inv_max": "mean", "misses": "mean"}).reset_index()
    fig, axes = plt.subplots(1, 2, figsize=(8, 3))
    for p, sub in g.groupby("proto"):
        axes[0].plot(sub["util"], sub["inv_max"], marker="o", label=p)
        axes[1].plot(sub["util"], sub["misses"], marker="o", label=p)
    axes[0].set_xlabel("utilisation (%)")
    axes[0].set_ylabel("worst blocking (ticks)")
    axes[1].set_xlabel("utilisation (%)")
    axes[1].set_ylabel("deadline misses per run")
    axes[0].legend(frameon=False)
    fig.tight_layout()
    fig.savefig(args.out)


if __name__ == "__main__":
    main()
