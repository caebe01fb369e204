#!/usr/bin/env python3
"""Quick lag-over-time plot from the simulator's --lag-csv output.

    python3 plot_quick.py lag.csv [out.png]

One panel per scheduler, one line per thread. Needs matplotlib.
"""
import csv
import sys
from collections import defaultdict


def main():
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else "lag.png"
    series = defaultdict(lambda: defaultdict(lambda: ([], [])))
    with open(src) as fh:
        for row in csv.DictReader(fh):
            xs, ys = series[row["sched"]][int(row["thread"])]
            xs.append(int(row["quantum"]))
            ys.append(float(row["lag"]))
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, axes = plt.subplots(len(series), 1, figsize=(7, 2.2 * len(series)), sharex=True, squeeze=False)
    for ax, (sched, threads) in zip(axes[:, 0], sorted(series.items())):
        for tid, (xs, ys) in sorted(threads.items()):
            ax.plot(xs[::10], ys[::10], lw=0.7, label="t%d" % tid)
        ax.set_ylabel("%s lag" % sched)
        ax.axhline(0, color="k", lw=0.4)
    axes[-1, 0].set_xlabel("quantum")
    axes[0, 0].legend(ncol=4, fontsize=7)
    fig.tight_layout()
    fig.savefig(out, dpi=120)
    print("wrote", out)


if __name__ == "__main__":
    main()
