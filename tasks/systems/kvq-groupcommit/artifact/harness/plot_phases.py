#!/usr/bin/env python3
"""Bar charts of a results/*.json file (Figure 2 of the paper).

    python3 harness/plot_phases.py results/table2.json -o results/fig2.pdf

Needs matplotlib; not part of the Table 2 pipeline.
"""
import argparse
import json

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

PANELS = [("peer_msgs", "peer messages"), ("wal_flushes", "WAL flushes"),
          ("hints_stored", "hinted writes"), ("read_repairs", "read repairs")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results", nargs="+")
    ap.add_argument("-o", "--out", default="results/fig2.pdf")
    a = ap.parse_args()

    docs = [json.load(open(p)) for p in a.results]
    phases = [r["phase"] for r in docs[0]["phases"] if r["phase"] != "audit"]
    x = np.arange(len(phases))
    width = 0.8 / len(docs)
    fig, axes = plt.subplots(1, len(PANELS), figsize=(4 * len(PANELS), 3.2))
    for ax, (key, title) in zip(axes, PANELS):
        for j, d in enumerate(docs):
            vals = [r.get(key, 0) for r in d["phases"] if r["phase"] != "audit"]
            ax.bar(x + j * width, vals, width, label=d.get("workload", "run %d" % j))
        ax.set_title(title)
        ax.set_xticks(x + width * (len(docs) - 1) / 2)
        ax.set_xticklabels(phases, rotation=30)
    axes[0].legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(a.out)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
