#!/usr/bin/env python3
"""Compare two results CSVs of run_table2.py cell by cell.

usage: python3 tools/compare_runs.py OLD.csv NEW.csv [--iters-rel 0.05] [--err-rel 1e-3]

Used when moving between compilers and Eigen versions: prints every (theta, eps, solver)
cell whose iteration count differs by more than --iters-rel (relative, at least 3
iterations) or whose error differs by more than --err-rel, and the cells present in only
one of the files. Exit status 1 if anything was printed.
"""
import argparse
import csv
import sys


def read(path):
    cells = {}
    with open(path) as fh:
        for row in csv.DictReader(fh):
            key = (float(row["theta_deg"]), float(row["eps"]), row["solver"])
            cells[key] = (int(float(row["iters"])), float(row["err"]))
    return cells


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--iters-rel", type=float, default=0.05)
    ap.add_argument("--err-rel", type=float, default=1e-3)
    args = ap.parse_args()
    a, b = read(args.old), read(args.new)
    bad = 0
    for key in sorted(set(a) | set(b)):
        if key not in a or key not in b:
            print("only in %s: theta %g eps %g %s" % (args.old if key in a else args.new, *key))
            bad += 1
            continue
        (i0, e0), (i1, e1) = a[key], b[key]
        if abs(i1 - i0) > max(3, args.iters_rel * i0):
            print("iters  theta %g eps %g %-14s %6d -> %6d" % (key + (i0, i1)))
            bad += 1
        if abs(e1 - e0) > args.err_rel * abs(e0):
            print("err    theta %g eps %g %-14s %.4e -> %.4e" % (key + (e0, e1)))
            bad += 1
    print("%d cells compared, %d differences" % (len(set(a) & set(b)), bad), file=sys.stderr)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
