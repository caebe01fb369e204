"""lbmflow: BGK and TRT lattice Boltzmann for force-driven channel flow."""
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
