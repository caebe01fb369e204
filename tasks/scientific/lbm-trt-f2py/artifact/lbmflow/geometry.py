"""Periodic unit cells for the porous-medium runs (Table 2, Figures 3-4).

A cell is an ``(nx, ny)`` integer mask, 1 in solid nodes, indexed ``mask[i, j]``
with ``i`` along the flow (x) and ``j`` across it, the layout the Fortran
kernel expects.  Nodes sit at integer coordinates ``0 .. n-1``.
"""
from __future__ import print_function

import math

import numpy as np


def _grid(nx, ny):
    x = np.arange(nx, dtype=float)
    y = np.arange(ny, dtype=float)
    return np.meshgrid(x, y, indexing="ij")


def cylinder_cell(n, radius, centre=None):
    """Square cell of n x n nodes with one cylinder of the given radius.

    The cylinder sits in the middle of the cell unless ``centre`` is given;
    a node is solid when its distance to the axis is at most ``radius``.
    """
    if radius <= 0 or 2 * radius >= n:
        raise ValueError("radius must be in (0, n/2): n=%d, radius=%g" % (n, radius))
    if centre is None:
        centre = (n / 2, n / 2)
    x, y = _grid(n, n)
    d2 = (x - centre[0]) ** 2 + (y - centre[1]) ** 2
    return (d2 <= radius * radius).astype(np.int32)


def staggered_cell(n, radius):
    """Cell of n x n nodes with a cylinder in the middle and quarter cylinders
    in the corners (a staggered array).  Used by Figure 4 only."""
    if n % 2:
        raise ValueError("staggered cells need an even n")
    h = n // 2
    x, y = _grid(n, n)
    mask = np.zeros((n, n), dtype=np.int32)
    for cx, cy in ((h, h), (0, 0), (0, n), (n, 0), (n, n)):
        mask |= ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius)
    return mask.astype(np.int32)


def ellipse_cell(nx, ny, a, b):
    """Rectangular cell with an elliptic inclusion (semi-axes a along x, b along y)."""
    x, y = _grid(nx, ny)
    xc, yc = (nx - 1) / 2.0, (ny - 1) / 2.0
    return (((x - xc) / a) ** 2 + ((y - yc) / b) ** 2 <= 1.0).astype(np.int32)


def porosity(mask):
    """Fluid fraction of a cell."""
    mask = np.asarray(mask)
    return 1.0 - float(mask.sum()) / mask.size


def solid_fraction(mask):
    return 1.0 - porosity(mask)


def nominal_solid_fraction(n, radius):
    """pi R^2 / n^2: the solid fraction of the continuous cylinder."""
    return math.pi * radius * radius / float(n * n)


def hydraulic_radius(mask):
    """Fluid area over wetted perimeter (number of fluid-solid links / 2 on D2Q5)."""
    mask = np.asarray(mask, dtype=bool)
    links = 0
    for axis in (0, 1):
        for shift in (1, -1):
            links += np.count_nonzero(~mask & np.roll(mask, shift, axis=axis))
    return float(np.count_nonzero(~mask)) / max(links / 2.0, 1.0)


def check_periodic(mask):
    """True when no solid node touches the cell boundary (isolated inclusions)."""
    mask = np.asarray(mask)
    return not (mask[0, :].any() or mask[-1, :].any() or mask[:, 0].any() or mask[:, -1].any())


def describe(mask, radius=None):
    """Short text for logs."""
    nx, ny = np.shape(mask)
    text = "%dx%d nodes, %d solid, porosity %.5f" % (nx, ny, int(np.sum(mask)), porosity(mask))
    if radius is not None:
        text += ", R=%g" % radius
    return text
