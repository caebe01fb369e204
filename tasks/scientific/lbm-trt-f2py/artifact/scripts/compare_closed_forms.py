#!/usr/bin/env python3
"""Compare a results table with the closed-form permeabilities of lbmflow.analysis.

usage: python3 scripts/compare_closed_forms.py results/table2.csv
"""
from __future__ import division, print_function

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from lbmflow import analysis, geometry, io  # noqa: E402


def main(path):
    rows = io.read_table(path)
    print("%5s %6s %5s %4s %12s %12s %12s" % ("L", "tau", "coll", "c", "k/R^2", "D-T", "Gebart"))
    for r in rows:
        n, radius = int(r["cell"]), float(r["radius"])
        c = geometry.nominal_solid_fraction(n, radius)
        print("%5d %6.3f %5s %4.2f %12.5e %12.5e %12.5e" % (
            n, float(r["tau"]), r["collision"], c, float(r["k_over_r2"]),
            float(analysis.drummond_tahir(c)), float(analysis.gebart(c))))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join("results", "table2.csv"))
