#!/usr/bin/env python3
"""Throughput of the 2-D kernel in million lattice updates per second (MLUPS).

usage: python3 scripts/bench_kernel.py [L] [steps]
"""
from __future__ import division, print_function

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from lbmflow import config, geometry, porous  # noqa: E402


def main(n=64, steps=5000):
    mask = geometry.cylinder_cell(n, n / 4.0)
    settings = config.load({"solver.maxit": steps, "solver.tol": 0.0, "solver.check_every": steps})
    t0 = time.time()
    res = porous.run(mask, 1.0, 1e-5, "trt", settings)
    dt = time.time() - t0
    nf = int((mask == 0).sum())
    print("L=%d, %d fluid nodes, %d steps in %.2f s: %.1f MLUPS" % (n, nf, res.steps, dt, nf * res.steps / dt / 1e6))


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    main(*args)
