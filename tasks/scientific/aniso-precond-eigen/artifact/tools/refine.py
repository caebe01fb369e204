#!/usr/bin/env python3
"""Grid refinement study for one (eps, theta): discretisation error of the direct solver on a
sequence of grids and the observed order of convergence between consecutive grids.

usage: python3 tools/refine.py --eps 1e-2 --theta 30 [--grids 24,48,96]

The 9-point stencil is second order, so the observed order should approach 2 as the grid is
refined (section 3 of the tech report; the workshop paper only reports n = 96).
"""
import argparse
import math
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def binary():
    for cand in (os.environ.get("ANISO_BIN"), os.path.join(HERE, "..", "build", "aniso_solve")):
        if cand and os.path.isfile(cand) and os.access(cand, os.X_OK):
            return cand
    sys.exit("aniso_solve not found: build it first (see README.md)")


def solve(exe, n, eps, theta, solver):
    out = subprocess.run([exe, "--n", str(n), "--eps", repr(eps), "--theta", repr(theta),
                          "--solvers", solver], check=True, capture_output=True, text=True).stdout
    fields = out.strip().split(",")
    return int(fields[4]), float(fields[5]), float(fields[6])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--eps", type=float, default=1e-2)
    ap.add_argument("--theta", type=float, default=30.0)
    ap.add_argument("--grids", default="24,48,96")
    ap.add_argument("--solver", default="ldlt")
    args = ap.parse_args()
    exe = binary()
    grids = [int(g) for g in args.grids.split(",")]
    prev = None
    print("%6s %10s %6s %12s %8s" % ("n", "h", "iters", "max error", "order"))
    for n in grids:
        h = 1.0 / (n + 1)
        iters, _, err = solve(exe, n, args.eps, args.theta, args.solver)
        order = ""
        if prev is not None:
            order = "%8.3f" % (math.log(prev[1] / err) / math.log(prev[0] / h))
        print("%6d %10.3e %6d %12.4e %8s" % (n, h, iters, err, order))
        prev = (h, err)


if __name__ == "__main__":
    main()
