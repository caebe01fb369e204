"""Force-driven channel flow (Table 1): the 1-D kernel lbmflow._lbmcore."""
from __future__ import division, print_function

import numpy as np

try:
    from ._lbmcore import channel as _channel_fortran
    HAVE_FORTRAN = True
except ImportError:                      # extension not built
    _channel_fortran = None
    HAVE_FORTRAN = False

MAGIC = 3.0 / 16.0


def poiseuille(ny, tau, force):
    """Exact profile at the node centres y = j - 1/2 for walls at 0 and ny."""
    nu = (tau - 0.5) / 3.0
    y = np.arange(ny) + 0.5
    return force / (2.0 * nu) * y * (ny - y)


def simulate(ny, tau, force, collision="trt", lam=MAGIC, maxit=400000, tol=1e-11):
    """Steady channel profile. Returns (u, iterations, final relative change)."""
    if collision not in ("bgk", "trt"):
        raise ValueError("collision must be 'bgk' or 'trt'")
    if HAVE_FORTRAN:
        mode = 1 if collision == "trt" else 0
        u, it, res = _channel_fortran(ny, tau, lam, force, maxit, tol, mode)
        return np.asarray(u), int(it), float(res)
    if collision == "trt":
        raise RuntimeError("TRT needs the compiled kernel lbmflow._lbmcore (see README)")
    from .reference import channel_bgk
    return channel_bgk(ny, tau, force, maxit, tol)


def wall_slip(u, tau, force):
    """Apparent slip velocity at the walls: the exact profile extrapolated
    from the two outermost nodes, for the BGK wall-location argument of
    Section 2 (not used by Table 1)."""
    u = np.asarray(u, dtype=float)
    ny = u.size
    nu = (tau - 0.5) / 3.0
    # parabola through the first three nodes, evaluated at y = 0
    y = np.array([0.5, 1.5, 2.5])
    c = np.polyfit(y, u[:3], 2)
    u0 = np.polyval(c, 0.0)
    return u0 / (force * ny * ny / (8.0 * nu))
