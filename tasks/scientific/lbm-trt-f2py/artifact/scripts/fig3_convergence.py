#!/usr/bin/env python3
"""Figure 3: grid convergence of the TRT permeability at fixed solid fraction.

usage: python3 scripts/fig3_convergence.py [params/fig3.txt]

The radius scales with the cell, R = L sqrt(c / pi), so the staircase
approximation of the cylinder changes with L.  Not part of Table 2.
"""
from __future__ import division, print_function

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from lbmflow import analysis, config, geometry, io, plotting, porous  # noqa: E402


def main(path):
    prm = io.read_params(path)
    c = io.as_number(prm, "solid_fraction")
    cells = io.as_list(prm, "cells", int)
    tau = io.as_list(prm, "tau", float)[0]
    coll = io.as_list(prm, "collision", str, default=("trt",))[0]
    g = io.as_number(prm, "force", 1e-5)
    settings = config.load(io.solver_overrides(prm))
    rows, values = [], []
    for n in cells:
        radius = n * math.sqrt(c / math.pi)
        mask = geometry.cylinder_cell(n, radius)
        res = porous.run(mask, tau, g, coll, settings)
        kr2 = res.permeability / radius ** 2
        values.append(kr2)
        rows.append({"cell": n, "radius": "%.4f" % radius,
                     "porosity": "%.6f" % geometry.porosity(mask),
                     "k_over_r2": "%.6e" % kr2, "steps": res.steps})
        print("L=%3d R=%7.3f phi=%.5f k/R^2=%.6e" % (n, radius, geometry.porosity(mask), kr2))
    name = prm.get("name", "fig3")
    outdir = settings["output"]["dir"]
    io.write_table(os.path.join(outdir, name + ".csv"), rows)
    ext, err = plotting.convergence_figure(cells, values, os.path.join(outdir, name + ".png"))
    print("extrapolated k/R^2 = %.6e (+- %.1e); Drummond-Tahir %.6e"
          % (ext, err, float(analysis.drummond_tahir(c))))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join("params", "fig3.txt"))
