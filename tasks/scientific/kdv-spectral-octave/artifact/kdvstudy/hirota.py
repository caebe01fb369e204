"""Exact two-soliton solution of u_t + 6 u u_x + u_xxx = 0 (NumPy), for tests
and for checking the Octave solver on short runs; see octave/two_soliton_exact.m."""
import numpy as np


def two_soliton(x, t, c1, c2, x1, x2):
    k1, k2 = np.sqrt(c1) / 2.0, np.sqrt(c2) / 2.0
    d = 2.0 * np.log((k1 - k2) / (k1 + k2))
    # long before the collision the crests travel along x1 + c1 t and x2 + c2 t
    p1 = 2 * k1 * (np.asarray(x) - c1 * t - x1)
    p2 = 2 * k2 * (np.asarray(x) - c2 * t - x2) - d
    terms = np.stack([np.zeros_like(p1), p1, p2, p1 + p2 + d], axis=-1)
    m = terms.max(axis=-1, keepdims=True)
    w = np.exp(terms - m)
    s = w.sum(axis=-1)
    a = np.array([0.0, 2 * k1, 2 * k2, 2 * (k1 + k2)])
    m1 = (w * a).sum(axis=-1) / s
    m2 = (w * a ** 2).sum(axis=-1) / s
    return 2.0 * (m2 - m1 ** 2)


def one_soliton(x, t, c, x0):
    return 0.5 * c / np.cosh(0.5 * np.sqrt(c) * (np.asarray(x) - x0 - c * t)) ** 2
