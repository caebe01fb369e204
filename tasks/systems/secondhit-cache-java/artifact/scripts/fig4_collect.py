#!/usr/bin/env python3
"""Collect the ghost-list sweep of run_fig4.sh into results/fig4/fig4.csv."""
import csv
import glob
import os
import sys


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else "results/fig4"
    rows = []
    for path in glob.glob(os.path.join(d, "ghost-*.csv")):
        g = float(os.path.basename(path)[len("ghost-"):-len(".csv")])
        for r in csv.DictReader(open(path)):
            r["ghost_factor"] = g
            rows.append(r)
    rows.sort(key=lambda r: (int(r["cache_mb"]), r["ghost_factor"]))
    out = os.path.join(d, "fig4.csv")
    with open(out, "w", newline="") as f:
        w = csv.DictWriter(f, ["cache_mb", "ghost_factor", "hit_ratio", "byte_hit_ratio", "admissions"])
        w.writeheader()
        for r in rows:
            w.writerow({k: r[k] for k in w.fieldnames})
    for r in rows:
        print("%4s MB  ghost x%-4g  hit %s  writes %s" % (r["cache_mb"], r["ghost_factor"], r["hit_ratio"], r["admissions"]))
    print("wrote", out)


if __name__ == "__main__":
    main()
