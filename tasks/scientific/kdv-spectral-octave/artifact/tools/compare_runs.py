#!/usr/bin/env python3
"""Compare two results folders cell by cell (e.g. laptop against server).

usage: python3 tools/compare_runs.py DIR_A DIR_B [TOL]

Prints every numeric cell of the common tables whose values differ by more than TOL
(default 1e-6) and the largest difference per table.
"""
import csv
import glob
import os
import sys

NUMERIC = ("end_fast", "end_slow", "traj_fast", "traj_slow", "speed_fast", "speed_slow")


def load(path):
    with open(path) as fh:
        return list(csv.DictReader(fh))


def main(argv):
    if len(argv) < 3:
        raise SystemExit(__doc__)
    a_dir, b_dir = argv[1], argv[2]
    tol = float(argv[3]) if len(argv) > 3 else 1e-6
    worst_all = 0.0
    for a_path in sorted(glob.glob(os.path.join(a_dir, "*.csv"))):
        name = os.path.basename(a_path)
        if name.endswith("_raw.csv"):
            continue
        b_path = os.path.join(b_dir, name)
        if not os.path.exists(b_path):
            print("%s: only in %s" % (name, a_dir))
            continue
        worst = 0.0
        for i, (ra, rb) in enumerate(zip(load(a_path), load(b_path))):
            for col in NUMERIC:
                if col not in ra or col not in rb:
                    continue
                d = abs(float(ra[col]) - float(rb[col]))
                worst = max(worst, d)
                if d > tol:
                    print("%s row %d %s: %s vs %s (%.2e)" % (name, i, col, ra[col], rb[col], d))
        print("%s: largest difference %.2e" % (name, worst))
        worst_all = max(worst_all, worst)
    return 0 if worst_all <= tol else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
