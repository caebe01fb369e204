#!/usr/bin/env python3
"""Compare two results CSVs cell by cell (e.g. a rerun against an earlier run).

    python3 scripts/compare_tables.py results/table2.csv results/table2-old.csv [--tol 1e-6]

Prints every (bits, crosses) row with the differences in log loss and AUC and flags those
beyond the tolerance; exits 1 if any row differs or is missing on one side.
"""
import argparse
import csv
import sys


def load(path):
    with open(path, newline="") as f:
        return {(int(r["bits"]), r["crosses"]): r for r in csv.DictReader(f)}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--tol", type=float, default=1e-6)
    args = ap.parse_args()
    a, b = load(args.a), load(args.b)
    bad = 0
    for key in sorted(set(a) | set(b)):
        if key not in a or key not in b:
            print(f"bits={key[0]:2d} crosses={key[1]:24s} only in {args.a if key in a else args.b}")
            bad += 1
            continue
        dl = float(a[key]["logloss"]) - float(b[key]["logloss"])
        da = float(a[key]["auc"]) - float(b[key]["auc"])
        dn = int(a[key]["nonzero"]) - int(b[key]["nonzero"])
        flag = "  <--" if max(abs(dl), abs(da)) > args.tol or dn else ""
        bad += bool(flag)
        print(f"bits={key[0]:2d} crosses={key[1]:24s} dlogloss={dl:+.6f} dauc={da:+.6f} dnonzero={dn:+d}{flag}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
