#!/usr/bin/env python3
"""Figure 3: WAL written during the live tail, from results/samples.csv."""
import csv
import sys
from collections import defaultdict

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main(src, dst):
    series = defaultdict(list)
    for r in csv.DictReader(open(src)):
        if r["phase"] in ("start", "live"):
            series[r["seed"]].append((float(r["t_s"]), int(r["wal_bytes"]) / 2**20))
    fig, ax = plt.subplots(figsize=(5, 3))
    for seed, pts in sorted(series.items()):
        ax.plot([p[0] for p in pts], [p[1] for p in pts], label="seed %s" % seed)
    ax.set_xlabel("seconds since start of the live tail")
    ax.set_ylabel("WAL written (MiB)")
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(dst)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
