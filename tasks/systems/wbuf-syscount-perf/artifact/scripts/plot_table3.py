#!/usr/bin/env python3
"""Figure 3: bar chart of Table 3 (writes per 10k records, log scale).

    python3 scripts/plot_table3.py [results/table3.csv] [out.pdf]

Falls back to an ASCII chart when matplotlib is missing.
"""
import csv
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def load(path):
    rows = list(csv.DictReader(open(path)))
    wls = []
    for r in rows:
        if r["workload"] not in wls:
            wls.append(r["workload"])
    pols = []
    for r in rows:
        if r["policy"] not in pols:
            pols.append(r["policy"])
    val = {(r["workload"], r["policy"]): float(r["writes_per_10k"]) for r in rows}
    return wls, pols, val


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else "results/table3.csv"
    dst = sys.argv[2] if len(sys.argv) > 2 else "results/fig3.pdf"
    wls, pols, val = load(src)
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        from wbench._vendor.asciibar import bars
        for wl in wls:
            print(wl)
            print(bars([(p, val[(wl, p)]) for p in pols], log=True))
        return 0
    fig, ax = plt.subplots(figsize=(6, 3))
    width = 0.8 / len(pols)
    for i, p in enumerate(pols):
        xs = [j + i * width for j in range(len(wls))]
        ax.bar(xs, [val[(w, p)] for w in wls], width, label=p)
    ax.set_yscale("log")
    ax.set_xticks([j + 0.4 - width / 2 for j in range(len(wls))])
    ax.set_xticklabels(wls)
    ax.set_ylabel("write-family calls / 10k records")
    ax.legend(ncol=3, fontsize=7)
    fig.tight_layout()
    fig.savefig(dst)
    print("wrote", dst)
    return 0


if __name__ == "__main__":
    sys.exit(main())
