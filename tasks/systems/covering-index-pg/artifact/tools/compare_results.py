#!/usr/bin/env python3
"""Compare two Table 3 CSV files (e.g. a run against an earlier run).

    python3 tools/compare_results.py results/table3.csv old/table3.csv [--rel 0.05]

Prints the cells whose buffers/query or index pages differ by more than the
given relative tolerance, and every row whose scan node differs."""
import argparse
import csv
import sys


def load(path):
    with open(path) as fh:
        return {(r["config"], r["qtype"]): r for r in csv.DictReader(fh)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--rel", type=float, default=0.05)
    args = ap.parse_args()
    a, b = load(args.a), load(args.b)
    bad = 0
    for key in sorted(set(a) | set(b)):
        ra, rb = a.get(key), b.get(key)
        if ra is None or rb is None:
            print("%-10s %-3s only in %s" % (key[0], key[1], args.a if ra else args.b))
            bad += 1
            continue
        notes = []
        if ra["scan"] != rb["scan"]:
            notes.append("scan %s vs %s" % (ra["scan"], rb["scan"]))
        for col in ("buffers_per_query", "index_pages"):
            x, y = float(ra[col]), float(rb[col])
            if abs(x - y) > args.rel * max(abs(y), 1.0):
                notes.append("%s %.1f vs %.1f (%+.0f%%)" % (col, x, y, 100.0 * (x - y) / max(abs(y), 1.0)))
        if notes:
            bad += 1
            print("%-10s %-3s %s" % (key[0], key[1], "; ".join(notes)))
    print("%d of %d rows differ" % (bad, len(set(a) | set(b))))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
