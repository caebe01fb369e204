#!/usr/bin/env python
"""Aggregate the learning-rate sweep (scripts/sweep_lr.sh) into mean/std per (experiment, lr).

    python scripts/collect_sweep.py results/ > results/sweep.md
"""
import collections
import glob
import json
import math
import os
import re
import sys

PAT = re.compile(r"sweep_(?P<exp>.+)_lr(?P<lr>[0-9.]+)_s(?P<seed>\d+)\.json$")


def mean_std(xs):
    m = sum(xs) / len(xs)
    if len(xs) < 2:
        return m, float("nan")
    return m, math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1))


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "results"
    groups = collections.defaultdict(list)
    for path in sorted(glob.glob(os.path.join(root, "sweep_*.json"))):
        m = PAT.search(os.path.basename(path))
        if not m:
            continue
        with open(path) as f:
            r = json.load(f)
        groups[(m.group("exp"), float(m.group("lr")))].append(r["token_acc"])
    if not groups:
        sys.exit("no sweep results in %s" % root)
    print("| experiment | lr | runs | token acc |")
    print("|---|---:|---:|---:|")
    for (exp, lr), xs in sorted(groups.items()):
        m, s = mean_std(xs)
        print("| %s | %g | %d | %.4f ± %.4f |" % (exp, lr, len(xs), m, s))


if __name__ == "__main__":
    main()
