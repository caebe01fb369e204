#!/usr/bin/env python3
"""Quick demo: BGK channel flow on a small grid (runs with or without the
compiled kernel)."""
from __future__ import print_function

import numpy as np

import lbmflow

ny, tau, force = 16, 0.8, 1e-6
u, it, res = lbmflow.simulate(ny, tau, force, collision="bgk", tol=1e-10)
ue = lbmflow.poiseuille(ny, tau, force)
print("kernel: %s" % ("Fortran" if lbmflow.HAVE_FORTRAN else "NumPy reference (BGK only)"))
print("BGK, ny=%d tau=%.2f: %d steps, max rel. error %.3e" % (
    ny, tau, it, np.max(np.abs(u - ue)) / ue.max()))
if lbmflow.HAVE_KERNEL2D:
    from lbmflow import geometry
    k = lbmflow.permeability(geometry.cylinder_cell(16, 4), 1.0)
    print("TRT, 16x16 cell, R=4, tau=1: k/R^2 = %.5f" % (k / 16.0))
print("demo OK")
