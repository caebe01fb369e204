#!/usr/bin/env python3
"""Compare two results CSVs cell by cell (for instance a rerun against an archived run).

    python analysis/compare.py results/table3.csv archive/table3-2021-03-02.csv

Counts must be equal; rates are compared to --tol (default 5e-4, the CSV's rounding) and q to
--qtol (default 0.05). Exits 1 if any cell differs.
"""
import argparse
import csv
import sys


def load(path):
    with open(path, newline="") as f:
        return {(r["scenario"], r["method"]): r for r in csv.DictReader(f)}


def num(v):
    return None if v in ("", "NA") else float(v)


def differs(a, b, tol):
    a, b = num(a), num(b)
    if a is None or b is None:
        return (a is None) != (b is None)
    return abs(a - b) > tol


def compare(a, b, tol, qtol):
    problems = []
    for key in sorted(set(a) | set(b)):
        if key not in a or key not in b:
            problems.append("%s/%s: only in %s" % (key[0], key[1], "first" if key in a else "second"))
            continue
        ra, rb = a[key], b[key]
        if ra["selected"] != rb["selected"]:
            problems.append("%s/%s selected: %s vs %s" % (key[0], key[1], ra["selected"], rb["selected"]))
        for col in ("tpr", "fdr"):
            if differs(ra[col], rb[col], tol):
                problems.append("%s/%s %s: %s vs %s" % (key[0], key[1], col, ra[col], rb[col]))
        if "q" in ra and "q" in rb and differs(ra["q"], rb["q"], qtol):
            problems.append("%s/%s q: %s vs %s" % (key[0], key[1], ra["q"], rb["q"]))
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("first")
    ap.add_argument("second")
    ap.add_argument("--tol", type=float, default=5e-4)
    ap.add_argument("--qtol", type=float, default=0.05)
    a = ap.parse_args()
    problems = compare(load(a.first), load(a.second), a.tol, a.qtol)
    for p in problems:
        print(p)
    print("%d cell(s) differ" % len(problems))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
