#!/usr/bin/env python3
"""Figure 4: velocity fields in a square and a staggered cell (TRT, tau = 1).

usage: python3 scripts/fig4_fields.py [L] [R]
"""
from __future__ import division, print_function

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from lbmflow import geometry, plotting, porous  # noqa: E402


def main(n=48, radius=10.0):
    os.makedirs("results", exist_ok=True)
    for label, mask in (("square", geometry.cylinder_cell(n, radius)),
                        ("staggered", geometry.staggered_cell(n, radius * 0.7))):
        res = porous.run(mask, 1.0, 1e-5, "trt")
        path = os.path.join("results", "fig4_%s.png" % label)
        plotting.field_figure(res.ux, mask, path, "%s, k = %.4g" % (label, res.permeability))
        print("%-9s %s  k = %.6e  (%d steps)" % (label, geometry.describe(mask), res.permeability, res.steps))


if __name__ == "__main__":
    args = [float(a) for a in sys.argv[1:]]
    main(int(args[0]) if args else 48, args[1] if len(args) > 1 else 10.0)
