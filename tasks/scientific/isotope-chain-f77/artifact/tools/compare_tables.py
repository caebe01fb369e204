#!/usr/bin/env python3
"""Compare two census tables cell by cell.

    python3 tools/compare_tables.py results/table1.csv other.csv [--rel 1e-3]
    python3 tools/compare_tables.py logs/pilot_2005-11.log results/table1.csv

Either side may be a CSV written by run_table1.py or an old text log
(logs/*.log, read with chainlib.legacy_io).  Rows are matched by mass
ratio; columns missing on one side are skipped.  Prints one line per
ratio with the largest relative difference, and the cells above --rel.
"""
import argparse
import csv
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from chainlib.legacy_io import read_log  # noqa: E402

COLUMNS = ("heavy_frac", "mean_pr", "loc_frac", "omega_max", "omega_loc")


def load(path):
    if path.endswith(".log"):
        return read_log(path)[1]
    with open(path, newline="") as fh:
        return [{k: float(v) for k, v in row.items() if v != ""} for row in csv.DictReader(fh)]


def rel_diff(a, b):
    if math.isnan(a) and math.isnan(b):
        return 0.0
    if math.isnan(a) or math.isnan(b):
        return float("inf")
    scale = max(abs(a), abs(b), 1e-12)
    return abs(a - b) / scale


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("left")
    ap.add_argument("right")
    ap.add_argument("--rel", type=float, default=1e-3, help="report cells above this")
    args = ap.parse_args(argv)

    left = {round(r["ratio"], 4): r for r in load(args.left)}
    right = {round(r["ratio"], 4): r for r in load(args.right)}
    common = sorted(set(left) & set(right))
    only = sorted(set(left) ^ set(right))
    if not common:
        print("no mass ratio in common")
        return 1
    worst_all = 0.0
    for ratio in common:
        a, b = left[ratio], right[ratio]
        diffs = {c: rel_diff(a[c], b[c]) for c in COLUMNS if c in a and c in b}
        worst = max(diffs.values()) if diffs else 0.0
        worst_all = max(worst_all, worst)
        flagged = ["%s %.4g vs %.4g" % (c, a[c], b[c]) for c, d in diffs.items() if d > args.rel]
        print("r=%5.2f  max rel diff %.2e  %s" % (ratio, worst, "; ".join(flagged)))
    if only:
        print("only on one side: " + " ".join("%.2f" % r for r in only))
    return 0 if worst_all <= args.rel else 2


if __name__ == "__main__":
    sys.exit(main())
