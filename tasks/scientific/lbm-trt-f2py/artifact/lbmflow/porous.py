"""Permeability of periodic porous cells (Table 2): the 2-D kernel lbmflow._lbm2d."""
from __future__ import division, print_function

import time

import numpy as np

from . import config

try:
    from ._lbm2d import perm2d as _perm2d, flux2d as _flux2d
    HAVE_KERNEL2D = True
except ImportError:                      # extension not built
    _perm2d = _flux2d = None
    HAVE_KERNEL2D = False

COLLISIONS = {"bgk": 0, "trt": 1}


class Result(object):
    """One steady run: the velocity field and what it took to get there."""

    def __init__(self, ux, uy, steps, resid, history, force, tau, seconds):
        self.ux, self.uy = ux, uy
        self.steps, self.resid = steps, resid
        self.history = history
        self.force, self.tau = force, tau
        self.seconds = seconds

    @property
    def nu(self):
        return (self.tau - 0.5) / 3.0

    @property
    def darcy_velocity(self):
        """Superficial (Darcy) velocity: mean of u_x over the whole cell."""
        return float(np.mean(self.ux))

    @property
    def permeability(self):
        """k = U nu / F in lattice units (Darcy's law for a body force)."""
        return self.darcy_velocity * self.nu / self.force

    def flux_variation(self):
        """Largest relative deviation of the flux through a cross-section from its mean."""
        q = _flux2d(self.ux) if _flux2d is not None else self.ux.sum(axis=1)
        q = np.asarray(q)
        return float(np.max(np.abs(q - q.mean())) / abs(q.mean()))

    def converged(self, tol):
        return self.resid < tol


def body_force(tau, g):
    """Body force for a run at relaxation time tau.

    The force is scaled as F = g nu^2, so that the Darcy velocity is
    proportional to nu and the Reynolds number U L / nu is the same at every
    tau (the comparison of Table 2 is at fixed Re).
    """
    nu = (tau - 0.5) / 3.0
    return g * nu * nu


def run(mask, tau, g, collision="trt", settings=None):
    """Steady flow through one cell; returns a Result."""
    if collision not in COLLISIONS:
        raise ValueError("collision must be one of %s" % ", ".join(sorted(COLLISIONS)))
    if not HAVE_KERNEL2D:
        raise RuntimeError("porous-medium runs need the compiled kernel lbmflow._lbm2d (see README)")
    s = (settings or config.load())["solver"]
    mask = np.asfortranarray(mask, dtype=np.int32)
    force = body_force(tau, g)
    t0 = time.time()
    ux, uy, steps, resid, hist = _perm2d(mask, tau, s["lam"], force, COLLISIONS[collision],
                                         int(s["maxit"]), int(s["check_every"]), s["tol"],
                                         int(s["history"]))
    seconds = time.time() - t0
    nchecks = min(steps // int(s["check_every"]), int(s["history"]))
    return Result(np.array(ux), np.array(uy), int(steps), float(resid),
                  np.array(hist[:nchecks]), force, tau, seconds)


def permeability(mask, tau, g=1e-5, collision="trt", settings=None):
    """Permeability k (lattice units) of a cell; see run()."""
    return run(mask, tau, g, collision, settings).permeability
