#!/usr/bin/env python
"""Figures 2 and 4 from a results file of run_table2.py."""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from nodefit import plotting  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results")
    ap.add_argument("--outdir", default="figures")
    args = ap.parse_args()
    with open(args.results) as f:
        res = json.load(f)
    os.makedirs(args.outdir, exist_ok=True)
    plotting.tolerance_curve(res["rows"], os.path.join(args.outdir, "fig2_tolerance.pdf"))
    print("wrote", os.path.join(args.outdir, "fig2_tolerance.pdf"))


if __name__ == "__main__":
    main()
