"""Asymptotic phase shifts of an overtaking two-soliton collision in
u_t + 6 u u_x + u_xxx = 0 (soliton of speed c: u = c/2 sech^2(sqrt(c)/2 (x - c t)))."""
import numpy as np


def phase_shifts(c1, c2):
    """Return (shift of the fast soliton, shift of the slow soliton)."""
    k1, k2 = np.sqrt(c1) / 2.0, np.sqrt(c2) / 2.0
    if not k1 > k2 > 0:
        raise ValueError("need c1 > c2 > 0")
    lg = np.log((k1 + k2) / (k1 - k2))
    return lg / k1, -lg / k2
