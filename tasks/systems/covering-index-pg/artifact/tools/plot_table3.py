#!/usr/bin/env python3
"""Figure 1: buffers per query by configuration (log scale), from table3.csv."""
import csv
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

COLORS = {"none": "#999999", "btree": "#1f77b4", "covering": "#2ca02c", "brin": "#d62728",
          "brin64": "#ff9896", "covering_brin": "#98df8a", "ts_btree": "#aec7e8"}


def main(src, dst):
    rows = list(csv.DictReader(open(src)))
    configs = []
    for r in rows:
        if r["config"] not in configs:
            configs.append(r["config"])
    qtypes = sorted({r["qtype"] for r in rows})
    fig, ax = plt.subplots(figsize=(6.5, 3.2))
    width = 0.8 / len(configs)
    for i, cfg in enumerate(configs):
        ys = []
        for q in qtypes:
            match = [float(r["buffers_per_query"]) for r in rows if r["config"] == cfg and r["qtype"] == q]
            ys.append(match[0] if match else 0.0)
        xs = [j + i * width for j in range(len(qtypes))]
        ax.bar(xs, ys, width, label=cfg, color=COLORS.get(cfg))
    ax.set_yscale("log")
    ax.set_xticks([j + 0.4 - width / 2 for j in range(len(qtypes))])
    ax.set_xticklabels(qtypes)
    ax.set_ylabel("buffers / query")
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    fig.savefig(dst)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
