#!/usr/bin/env python3
"""Text plot of AUC against table size from a results CSV (run_table.py or sweep_bits.py).

    python3 scripts/plot_table.py results/table2.csv
"""
import csv
import sys
from collections import defaultdict

WIDTH = 50


def load(path):
    series = defaultdict(list)
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            series[r["crosses"]].append((int(r["bits"]), float(r["auc"])))
    return {k: sorted(v) for k, v in series.items()}


def plot(series, lo=None, hi=None):
    values = [auc for pts in series.values() for _, auc in pts]
    lo = min(values) if lo is None else lo
    hi = max(values) if hi is None else hi
    span = (hi - lo) or 1.0
    lines = []
    for name, pts in series.items():
        lines.append(f"crosses: {name}")
        for bits, auc in pts:
            n = int(round((auc - lo) / span * WIDTH))
            lines.append(f"  2^{bits:<2d} {auc:.4f} |{'#' * n}")
    lines.append(f"  (scale {lo:.4f} .. {hi:.4f})")
    return "\n".join(lines)


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: plot_table.py RESULTS.csv")
    print(plot(load(argv[1])))


if __name__ == "__main__":
    main(sys.argv)
