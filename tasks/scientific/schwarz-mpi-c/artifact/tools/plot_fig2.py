#!/usr/bin/env python3
"""Figure 2: measured contraction rate against overlap, two, three and four strips.

usage: python3 tools/plot_fig2.py results/table1.csv results/fig2.csv [results/fig2_p4.csv]

Needs matplotlib (not needed for the tables). Writes results/fig2.pdf.
"""
import csv
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from theory import continuous  # noqa: E402


def load(path):
    with open(path) as fh:
        rows = list(csv.DictReader(fh))
    return rows


def main(paths):
    fig, ax = plt.subplots(figsize=(4.5, 3.2))
    for path in paths:
        rows = load(path)
        if not rows:
            continue
        P, N = int(rows[0]["P"]), int(rows[0]["N"])
        x = [float(r["overlap"]) for r in rows]
        y = [float(r["rate"]) for r in rows]
        ax.plot(x, y, "o-", label="P = %d, N = %d" % (P, N))
    xs = [0.02 * k for k in range(1, 17)]
    ax.plot(xs, [continuous(100, int(round(x * 50 - 1))) for x in xs], "k:", label="two strips, h -> 0")
    ax.set_xlabel("overlap")
    ax.set_ylabel("contraction per sweep")
    ax.legend(frameon=False, fontsize=8)
    fig.tight_layout()
    fig.savefig("results/fig2.pdf")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    main(sys.argv[1:])
