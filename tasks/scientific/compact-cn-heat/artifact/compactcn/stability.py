"""Fourier (von Neumann) analysis of the two schemes: amplification factors per step.

Used by scripts/stability_plot.py for the appendix figure of the preprint (not in the
paper's final version). Everything here is closed-form; nothing calls the Fortran core.
"""
import numpy as np


def symbols(theta):
    """Fourier symbols of A = tridiag(1, -2, 1) and B = tridiag(1, 10, 1) / 12 at angle theta."""
    theta = np.asarray(theta, dtype=float)
    a = 2.0 * (1.0 - np.cos(theta))          # -symbol of A (non-negative)
    b = (5.0 + np.cos(theta)) / 6.0          # symbol of B (positive)
    return a, b


def amplification(theta, r, scheme="cn2"):
    """Amplification factor g(theta) of one CN step with r = nu dt / (2 h^2)."""
    a, b = symbols(theta)
    if scheme == "cn2":
        return (1.0 - r * a) / (1.0 + r * a)
    if scheme == "cc4-step":                  # one compact CN step (before extrapolation)
        return (b - r * a) / (b + r * a)
    raise ValueError(f"unknown scheme {scheme!r}")


def exact_factor(theta, r):
    """The exact decay over one step of the semi-discrete mode: exp(-nu k^2 dt) with
    k = theta / h, written in terms of r and theta (2 r theta^2 = nu k^2 dt)."""
    theta = np.asarray(theta, dtype=float)
    return np.exp(-2.0 * r * theta ** 2)


def richardson_factor(theta, r, nsteps):
    """Effective factor of the extrapolated compact scheme over nsteps steps of size dt:
    (4 g(dt/2)^(2 nsteps) - g(dt)^nsteps) / 3."""
    g_full = amplification(theta, r, "cc4-step")
    g_half = amplification(theta, r / 2.0, "cc4-step")
    return (4.0 * g_half ** (2 * nsteps) - g_full ** nsteps) / 3.0


def worst_damping(r, scheme="cn2", samples=721):
    """max |g| over the high-frequency half of the spectrum (theta in [pi/2, pi])."""
    theta = np.linspace(np.pi / 2, np.pi, samples)
    return float(np.max(np.abs(amplification(theta, r, scheme))))


def phase_table(rs=(0.1, 0.5, 1.0, 5.0, 50.0)):
    """Rows (r, worst |g| CN2, worst |g| compact step): grid-scale damping versus r."""
    return [(r, worst_damping(r, "cn2"), worst_damping(r, "cc4-step")) for r in rs]
