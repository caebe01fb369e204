"""Asymptotic phase shifts of an overtaking two-soliton collision in
u_t + 6 u u_x + u_xxx = 0 (soliton of speed c: u = c/2 sech^2(sqrt(c)/2 (x - c t)))."""
import math


def wavenumber(c):
    """k = sqrt(c)/2 of the soliton of speed c."""
    return math.sqrt(c) / 2.0


def phase_shifts(c1, c2):
    """Return (shift of the fast soliton, shift of the slow soliton)."""
    k1, k2 = wavenumber(c1), wavenumber(c2)
    if not k1 > k2 > 0:
        raise ValueError("need c1 > c2 > 0")
    lg = math.log((k1 + k2) / (k1 - k2))
    return lg / k1, -lg / k2


def collision_time(c1, c2, x1=-30.0, x2=-15.0):
    """Time at which the free-flight crests would coincide."""
    return (x2 - x1) / (c1 - c2)


def run_time(c1, c2, gap=30.0):
    """Length of the run: until the crests are as far apart again (T = 30/(c1 - c2))."""
    return gap / (c1 - c2)


def mass(c):
    """Integral of one soliton, 2 sqrt(c)."""
    return 2.0 * math.sqrt(c)


def momentum(c):
    """Integral of u^2 for one soliton, (2/3) c^(3/2)."""
    return 2.0 / 3.0 * c ** 1.5
