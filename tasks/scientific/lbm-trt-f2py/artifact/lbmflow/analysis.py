"""Closed-form permeabilities and small helpers for the tables and figures.

All permeabilities are made dimensionless with the cylinder radius, k / R^2,
as functions of the solid fraction c = pi R^2 / L^2 of a square array.
"""
from __future__ import division, print_function

import math

import numpy as np


def drummond_tahir(c):
    """Square array, Drummond & Tahir (1984), valid for small c."""
    c = np.asarray(c, dtype=float)
    return (-np.log(c) - 1.476 + 2.0 * c - 1.774 * c ** 2 + 4.076 * c ** 3) / (8.0 * c)


def gebart(c):
    """Square array, Gebart (1992) lubrication result, valid near close packing."""
    c = np.asarray(c, dtype=float)
    cmax = math.pi / 4.0
    coef = 16.0 / (9.0 * math.pi * math.sqrt(2.0))
    return coef * np.clip(np.sqrt(cmax / c) - 1.0, 0.0, None) ** 2.5


def kozeny_carman(phi, radius, kk=5.0):
    """Kozeny-Carman with a Kozeny constant kk, for comparison only."""
    phi = np.asarray(phi, dtype=float)
    s0 = 2.0 / radius                        # wetted surface per solid volume
    return phi ** 3 / (kk * s0 ** 2 * (1.0 - phi) ** 2) / radius ** 2


def relative_spread(values):
    """(max - min) / mean of a set of values, e.g. k over tau."""
    v = np.asarray(values, dtype=float)
    return float((v.max() - v.min()) / v.mean())


def richardson(values, sizes, order=2):
    """Extrapolate values(h = 1/size) to h = 0 assuming an error ~ h^order.

    Uses the two finest sizes; returns (extrapolated value, error estimate).
    """
    order = float(order)
    pairs = sorted(zip(sizes, values))
    (n1, v1), (n2, v2) = pairs[-2], pairs[-1]
    r = (n2 / n1) ** order
    ext = (r * v2 - v1) / (r - 1.0)
    return ext, abs(ext - v2)


def fit_power(x, y):
    """Least-squares fit y = a x^b; returns (a, b)."""
    lx = np.log(np.asarray(x, dtype=float))
    ly = np.log(np.asarray(y, dtype=float))
    b, la = np.polyfit(lx, ly, 1)
    return math.exp(la), b


def slip_coefficient(tau, lam=None):
    """Dimensionless wall slip of half-way bounce-back in plane Poiseuille flow,
    (16 L - 3) / 24 with L = (tau+ - 1/2)(tau- - 1/2): L = (tau - 1/2)^2 for BGK,
    the TRT parameter otherwise.  It vanishes at L = 3/16."""
    tau = np.asarray(tau, dtype=float)
    lam = (tau - 0.5) ** 2 if lam is None else lam
    return (16.0 * lam - 3.0) / 24.0
