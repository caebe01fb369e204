#!/usr/bin/env python3
"""Compare two genzmc tables cell by cell.

usage: python3 scripts/compare_tables.py A.csv B.csv [--rtol 1e-9]

Prints the rows whose estimate or stderr differ by more than rtol (relative).
"""
import argparse
import csv


def load(path):
    with open(path) as fh:
        return {(r["family"], r["d"], r["method"]): r for r in csv.DictReader(fh)}


def rel(a, b):
    return abs(a - b) / max(abs(a), abs(b), 1e-300)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--rtol", type=float, default=1e-9)
    args = ap.parse_args()
    ta, tb = load(args.a), load(args.b)
    bad = 0
    for key in sorted(set(ta) | set(tb)):
        ra, rb = ta.get(key), tb.get(key)
        if ra is None or rb is None:
            print("%-28s only in %s" % (" ".join(key), args.a if rb is None else args.b))
            bad += 1
            continue
        for col in ("estimate", "stderr"):
            x, y = float(ra[col]), float(rb[col])
            if rel(x, y) > args.rtol:
                print("%-28s %-8s %.10g vs %.10g (rel %.1e)" % (" ".join(key), col, x, y, rel(x, y)))
                bad += 1
    print("%d difference(s)" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
