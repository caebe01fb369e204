#!/usr/bin/env python3
"""Figure 3 of the 2022 version: MPKA per workload and granule, log scale.

    python3 tools/plot_mpka.py results/table2.csv fig3.pdf
"""
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402

GRANULE_COLORS = {"4k": "#4477aa", "16k": "#66ccee", "64k": "#228833"}


def main(path, out):
    df = pd.read_csv(path)
    workloads = list(dict.fromkeys(df["workload"]))
    granules = [g for g in ("4k", "16k", "64k") if g in set(df["granule"])]
    width = 0.8 / len(granules)
    fig, ax = plt.subplots(figsize=(6, 3))
    for j, g in enumerate(granules):
        sub = df[df["granule"] == g].set_index("workload")
        xs = [i + j * width for i in range(len(workloads))]
        ax.bar(xs, [sub.loc[w, "mpka"] for w in workloads], width,
               label=g, color=GRANULE_COLORS[g])
    ax.set_xticks([i + width * (len(granules) - 1) / 2 for i in range(len(workloads))])
    ax.set_xticklabels(workloads)
    ax.set_yscale("log")
    ax.set_ylabel("TLB misses / 1000 accesses")
    ax.legend(title="granule", frameon=False)
    fig.tight_layout()
    fig.savefig(out)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
