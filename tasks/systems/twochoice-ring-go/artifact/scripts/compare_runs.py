#!/usr/bin/env python3
"""Compare two runs of Table 2 (CSV files written by lbsim) cell by cell.

    python3 scripts/compare_runs.py results_archive/2024-06-draft/table2.csv results/table2.csv

Prints the relative difference of every numeric column for the policies both
runs have. Older CSVs (June draft) name the columns differently; they are
mapped below.
"""
import csv
import sys

# June draft column names -> current ones
RENAMES = {
    "peak_mean": "peak_to_mean",
    "moved_leave": "moved_remove_pct",
    "moved_join": "moved_add_pct",
}
COLUMNS = ["peak_to_mean", "moved_remove_pct", "moved_add_pct", "max_keys"]


def read(path):
    with open(path) as f:
        rows = list(csv.DictReader(f))
    out = {}
    for r in rows:
        r = {RENAMES.get(k, k): v for k, v in r.items()}
        out[r["policy"]] = r
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: compare_runs.py OLD.csv NEW.csv")
    old, new = read(sys.argv[1]), read(sys.argv[2])
    common = [p for p in new if p in old]
    if not common:
        sys.exit("no policy in common")
    print("%-14s %-18s %12s %12s %9s" % ("policy", "column", "old", "new", "rel"))
    for p in common:
        for c in COLUMNS:
            if c not in old[p] or c not in new[p]:
                continue
            a, b = float(old[p][c]), float(new[p][c])
            rel = (b - a) / a if a else float("nan")
            print("%-14s %-18s %12.4f %12.4f %+8.1f%%" % (p, c, a, b, 100 * rel))
    for p in sorted(set(old) ^ set(new)):
        print("only in %s: %s" % ("old" if p in old else "new", p))


if __name__ == "__main__":
    main()
