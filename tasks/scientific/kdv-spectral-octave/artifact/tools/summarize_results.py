#!/usr/bin/env python3
"""One-line summary per results file: worst relative error against theory, worst gap
between the two measurements, fitted speeds, conservation.

usage: python3 tools/summarize_results.py [RESULTS_DIR]
"""
import glob
import json
import os
import sys


def describe(path):
    with open(path) as fh:
        data = json.load(fh)
    rows = data["rows"]
    if not rows:
        return "%s: empty" % os.path.basename(path)
    worst_fast = max(rows, key=lambda r: r["relerr_fast"])
    worst_slow = max(rows, key=lambda r: r["relerr_slow"])
    gap = max(abs(r["end_slow"] - r["traj_slow"]) for r in rows)
    speed = max(max(abs(r["speed_fast"] / r["c1"] - 1), abs(r["speed_slow"] / r["c2"] - 1)) for r in rows)
    l2 = max(r["l2_drift"] for r in rows)
    return ("%-14s %2d cases | worst rel. err fast %.1e (c1=%g c2=%g), slow %.1e (c1=%g c2=%g) | "
            "end/traj gap slow %.1e | speed %.1e | L2 drift %.1e" % (
                os.path.basename(path), len(rows), worst_fast["relerr_fast"], worst_fast["c1"],
                worst_fast["c2"], worst_slow["relerr_slow"], worst_slow["c1"], worst_slow["c2"],
                gap, speed, l2))


def main(argv):
    results = argv[1] if len(argv) > 1 else "results"
    files = sorted(glob.glob(os.path.join(results, "*.json")))
    if not files:
        raise SystemExit("no results in %s (run ./run_tables.sh first)" % results)
    for path in files:
        print(describe(path))


if __name__ == "__main__":
    main(sys.argv)
