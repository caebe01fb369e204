#!/usr/bin/env python3
"""Compare two runs.csv files (e.g. before and after a change to the model).

Prints, per workload and policy, the counters that differ and their relative
change.  Exit status 1 when anything but wall_ms differs.
"""
import csv
import sys

IGNORE = {"wall_ms"}


def load(path):
    with open(path, newline="") as f:
        return {(r["workload"], r["policy"]): r for r in csv.DictReader(f)}


def main(argv):
    if len(argv) != 3:
        sys.exit("usage: compare_runs.py A.csv B.csv")
    a, b = load(argv[1]), load(argv[2])
    differ = False
    for key in sorted(set(a) | set(b)):
        if key not in a or key not in b:
            print("%s/%s: only in %s" % (key[0], key[1], argv[1] if key in a else argv[2]))
            differ = True
            continue
        ra, rb = a[key], b[key]
        diffs = []
        for col in ra:
            if col in IGNORE or col in ("workload", "policy"):
                continue
            if ra[col] != rb.get(col):
                try:
                    x, y = float(ra[col]), float(rb[col])
                    rel = (y - x) / x * 100 if x else float("inf")
                    diffs.append("%s %s -> %s (%+.1f%%)" % (col, ra[col], rb[col], rel))
                except (TypeError, ValueError):
                    diffs.append("%s %r -> %r" % (col, ra[col], rb.get(col)))
        if diffs:
            differ = True
            print("%s/%s: %s" % (key[0], key[1], "; ".join(diffs)))
    if not differ:
        print("identical (ignoring %s)" % ", ".join(sorted(IGNORE)))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
