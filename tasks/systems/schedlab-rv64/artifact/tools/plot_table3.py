#!/usr/bin/env python3
"""Figure 4 of the paper: per-class mean turnaround by policy, from
results/table3.csv.  Needs matplotlib (see requirements.txt); not part of
the table reproduction."""
import csv
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

CLASSES = [("inter_turnaround_ms", "interactive"), ("batch_turnaround_ms", "batch"),
           ("gamer_turnaround_ms", "gaming")]


def main(path="results/table3.csv", out="results/fig4.pdf"):
    rows = list(csv.DictReader(open(path)))
    fig, ax = plt.subplots(figsize=(5.5, 3.0))
    width = 0.8 / len(rows)
    for i, r in enumerate(rows):
        xs = [k + i * width for k in range(len(CLASSES))]
        ax.bar(xs, [float(r[c]) for c, _ in CLASSES], width, label=r["policy"])
    ax.set_xticks([k + 0.4 - width / 2 for k in range(len(CLASSES))])
    ax.set_xticklabels([name for _, name in CLASSES])
    ax.set_ylabel("mean turnaround (ms)")
    ax.legend(ncol=4, fontsize=7, frameon=False)
    fig.tight_layout()
    fig.savefig(out)
    print("wrote", out)


if __name__ == "__main__":
    main(*sys.argv[1:])
