"""Slow NumPy versions of the compiled kernels, for the unit tests.

These mirror gpkern/src/_ckernels.c line by line and are only used to check
the C code; nothing in the experiments calls them.
"""
import math

import numpy as np

from .kernels import MATERN52, QP, RBF, SM


def kmat(kind, Q, theta, x1, x2):
    ep = np.exp(np.asarray(theta, float))
    r = np.subtract.outer(np.asarray(x1, float), np.asarray(x2, float))
    if kind == RBF:
        return ep[0] * np.exp(-0.5 * r ** 2 / ep[1] ** 2)
    if kind == MATERN52:
        a = math.sqrt(5.0) * np.abs(r) / ep[1]
        return ep[0] * (1 + a + a ** 2 / 3) * np.exp(-a)
    if kind == QP:
        s2, l1, p, lp = ep
        return s2 * np.exp(-0.5 * r ** 2 / l1 ** 2 - 2 * np.sin(math.pi * r / p) ** 2 / lp ** 2)
    if kind == SM:
        K = np.zeros_like(r)
        for q in range(Q):
            w, mu, v = ep[3 * q:3 * q + 3]
            K += w * np.exp(-2 * math.pi ** 2 * r ** 2 * v) * np.cos(2 * math.pi * r * mu)
        return K
    raise ValueError(kind)


def nlml(kind, Q, theta, x, y, jitter):
    """Value and finite-difference gradient of the NLML (slow, for tests)."""
    theta = np.asarray(theta, float)

    def value(th):
        K = kmat(kind, Q, th[:-1], x, x)
        K[np.diag_indices_from(K)] += math.exp(th[-1]) + jitter
        L = np.linalg.cholesky(K)
        a = np.linalg.solve(L.T, np.linalg.solve(L, y))
        return 0.5 * y @ a + np.log(np.diag(L)).sum() + 0.5 * len(x) * math.log(2 * math.pi)

    v = value(theta)
    g = np.zeros_like(theta)
    h = 1e-6
    for i in range(len(theta)):
        tp, tm = theta.copy(), theta.copy()
        tp[i] += h
        tm[i] -= h
        g[i] = (value(tp) - value(tm)) / (2 * h)
    return v, g
