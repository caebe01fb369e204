#!/usr/bin/env python3
"""Collect lfsclean report lines from log files (e.g. the output of
run_table1.sh or a cluster job) into one CSV. Lines that are not reports
are ignored; the last report of a (workload, policy, util) wins."""
import argparse
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lfsruns import parse_report  # noqa: E402


def reports(path):
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if line.startswith("policy=") and " write_amp=" in line:
                yield parse_report(line)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("logs", nargs="+")
    ap.add_argument("--out", default="-")
    args = ap.parse_args()
    rows = {}
    for path in args.logs:
        for rec in reports(path):
            rec.setdefault("workload", "hotcold")
            rows[(rec["workload"], rec["policy"], rec["util"])] = rec
    cols = ["workload", "policy", "util", "segments", "write_amp", "cleaned_segments", "moved_records",
            "mean_cleaned_util", "checksum"]
    out = sys.stdout if args.out == "-" else open(args.out, "w", newline="")
    w = csv.DictWriter(out, fieldnames=cols, extrasaction="ignore")
    w.writeheader()
    for key in sorted(rows):
        w.writerow(rows[key])
    if out is not sys.stdout:
        out.close()
    print("%d runs" % len(rows), file=sys.stderr)


if __name__ == "__main__":
    main()
