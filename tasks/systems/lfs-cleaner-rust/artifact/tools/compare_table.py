#!/usr/bin/env python3
"""Compare a results/table1.csv with the Markdown table of paper.md.

Prints one line per (utilisation, policy) with the relative difference of
WA and the absolute difference of the counters; exit status 1 if anything
differs by more than --tol (relative, default 0).
"""
import argparse
import csv
import re
import sys

COLS = ("segments", "write_amp", "cleaned_segments", "moved_records", "mean_cleaned_util")


def paper_table(path):
    rows = {}
    for line in open(path):
        m = re.match(r"\|\s*(\d+)%\s*\|\s*([a-z-]+)\s*\|([^\n]*)", line)
        if not m:
            continue
        cells = [c.strip() for c in m.group(3).split("|") if c.strip()]
        if len(cells) < 5:
            continue
        rows[(m.group(2), m.group(1))] = dict(zip(COLS, [float(c) for c in cells[:5]]))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("table", nargs="?", default="results/table1.csv")
    ap.add_argument("--paper", default="paper.md")
    ap.add_argument("--tol", type=float, default=0.0)
    args = ap.parse_args()

    want = paper_table(args.paper)
    worst = 0.0
    for r in csv.DictReader(open(args.table)):
        key = (r["policy"], r["util"])
        if key not in want:
            print("%-13s %s%%: not in the paper" % key)
            continue
        diffs = []
        for c in COLS:
            g, w = float(r[c]), want[key][c]
            rel = abs(g - w) / abs(w) if w else abs(g)
            worst = max(worst, rel)
            if rel > args.tol:
                diffs.append("%s %s (paper %s)" % (c, r[c], w))
        print("%-13s %s%%: %s" % (key[0], key[1], "; ".join(diffs) if diffs else "same"))
    sys.exit(1 if worst > args.tol else 0)


if __name__ == "__main__":
    main()
