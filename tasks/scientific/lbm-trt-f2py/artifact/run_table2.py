#!/usr/bin/env python3
"""Table 2: permeability of square arrays of cylinders, BGK versus TRT.

usage: python3 run_table2.py [params/table2.txt]
"""
from __future__ import print_function

import os
import sys
import time

import lbmflow
from lbmflow import analysis, config, geometry, io, porous


def main(path):
    prm = io.read_params(path)
    name = prm.get("name", os.path.splitext(os.path.basename(path))[0])
    radius = io.as_number(prm, "radius")
    cells = io.as_list(prm, "cells", int)
    taus = io.as_list(prm, "tau", float)
    colls = io.as_list(prm, "collision", str, default=("bgk", "trt"))
    g = io.as_number(prm, "force", 1e-5)
    settings = config.load(io.solver_overrides(prm))
    digits = int(settings["output"]["digits"])
    tol = settings["solver"]["tol"]
    outdir = settings["output"]["dir"]

    log = []
    log.append("lbmflow %s, parameters %s" % (lbmflow.__version__, path))
    log.extend(config.describe(settings))
    rows = []
    t_start = time.time()
    for n in cells:
        mask = geometry.cylinder_cell(n, radius)
        phi = geometry.porosity(mask)
        c = geometry.nominal_solid_fraction(n, radius)
        print("cell %s" % geometry.describe(mask, radius), flush=True)
        log.append("# cell %s" % geometry.describe(mask, radius))
        for tau in taus:
            for coll in colls:
                res = porous.run(mask, tau, g, coll, settings)
                k = res.permeability
                row = {
                    "cell": n, "radius": radius, "porosity": "%.6f" % phi,
                    "tau": tau, "collision": coll,
                    "k": io.fmt(k, digits), "k_over_r2": io.fmt(k / radius ** 2, digits),
                    "steps": res.steps, "resid": "%.3e" % res.resid,
                    "converged": int(res.converged(tol)),
                    "k_dt": io.fmt(float(analysis.drummond_tahir(c)), digits),
                }
                rows.append(row)
                print("  tau=%.3f %-3s k/R^2 = %s  (%d steps, %.1f s)"
                      % (tau, coll, row["k_over_r2"], res.steps, res.seconds), flush=True)
                log.append("%d %.4f %s steps=%d resid=%.3e hist=%s" % (
                    n, tau, coll, res.steps, res.resid,
                    " ".join("%.2e" % h for h in res.history[:: max(1, len(res.history) // 50)])))
    out = io.write_table(os.path.join(outdir, name + ".csv"), rows)
    if settings["output"]["log"]:
        with open(os.path.join(outdir, name + ".log"), "w") as fh:
            fh.write("\n".join(log) + "\n")
    if settings["output"]["figures"]:
        from lbmflow import plotting
        plotting.table2_figure(rows, os.path.join(outdir, name + ".png"))
    print("wrote %s (%.0f s)" % (out, time.time() - t_start))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join("params", "table2.txt"))
