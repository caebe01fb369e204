#!/usr/bin/env python3
"""Compare two score tables (predictions/scores.csv format).

    python3 tools/compare_scores.py NEW.csv OLD.csv [--tol 1e-6]

Prints the number of rows whose label differs, the number whose probabilities differ by more
than --tol, and the worst rows. Exit status 1 when anything differs beyond the tolerance.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from meterboost import io  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("new")
    ap.add_argument("old")
    ap.add_argument("--tol", type=float, default=1e-6)
    ap.add_argument("--show", type=int, default=5)
    a = ap.parse_args()
    new, old = io.read_scores(a.new), io.read_scores(a.old)
    if set(new) != set(old):
        print(f"ids differ: {len(set(new) - set(old))} only in new, {len(set(old) - set(new))} only in old")
        return 1
    diffs = []
    labels = 0
    for rid, (lab, p) in old.items():
        lab2, p2 = new[rid]
        labels += lab != lab2
        diffs.append((max(abs(u - v) for u, v in zip(p, p2)), rid, lab, lab2))
    diffs.sort(reverse=True)
    over = sum(1 for d in diffs if d[0] > a.tol)
    print(f"{len(old)} rows: {labels} labels differ, {over} rows with |dp| > {a.tol:g}, max |dp| {diffs[0][0]:.3g}")
    for d, rid, l1, l2 in diffs[:a.show]:
        if d > a.tol:
            print(f"  {rid}: |dp| {d:.3g}  {l1} -> {l2}")
    return 1 if labels or over else 0


if __name__ == "__main__":
    sys.exit(main())
