"""Compare two result tables (CSV written by kmtable) cell by cell.

    python3 scripts/compare_tables.py results/table3.csv other.csv [--rel 1e-7]

Prints every cell that differs by more than the tolerance and exits 1 if any does.
"""
import argparse
import csv
import sys

COLUMNS = ("mean_sse", "best_sse", "median_iters")


def load(path):
    with open(path, newline="") as f:
        return {(r["k"], r["init"]): r for r in csv.DictReader(f)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--rel", type=float, default=1e-7, help="relative tolerance on SSE")
    args = ap.parse_args()
    a, b = load(args.a), load(args.b)
    bad = 0
    for key in sorted(set(a) | set(b), key=lambda t: (int(t[0]), t[1])):
        if key not in a or key not in b:
            print(f"k={key[0]} {key[1]}: only in {'the first' if key in a else 'the second'} table")
            bad += 1
            continue
        for col in COLUMNS:
            x, y = float(a[key][col]), float(b[key][col])
            tol = 0 if col == "median_iters" else args.rel * max(abs(x), abs(y))
            if abs(x - y) > tol:
                print(f"k={key[0]} {key[1]} {col}: {x:g} vs {y:g}")
                bad += 1
    print(f"{bad} differing cell(s)")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
