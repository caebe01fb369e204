#!/usr/bin/env python3
"""Discrete two-subdomain contraction factor of parallel Schwarz for the slowest mode.

usage: python3 tools/theory.py N m [m ...]

For the 5-point Laplacian with h = 1/N on two unit strips overlapping by 2m + 2 grid
spacings, the error of the mode sin(pi y) in one subdomain is a discrete hyperbolic sine and
one parallel sweep multiplies it by

    rho = sinh(theta a) / sinh(theta b),   cosh(theta) = 2 - cos(pi h),

with a = N - m - 1 and b = N + m + 1. Two sweeps give the multiplicative (Gauss-Seidel)
factor rho**2.
"""
import math
import sys


def theta(N):
    return math.acosh(2.0 - math.cos(math.pi / N))


def rho(N, m):
    t = theta(N)
    return math.sinh(t * (N - m - 1)) / math.sinh(t * (N + m + 1))


def continuous(N, m):
    """the h -> 0 limit with the same overlap delta = (2m + 2) / N"""
    d = (2 * m + 2) / N
    return math.sinh(math.pi * (1 - d / 2)) / math.sinh(math.pi * (1 + d / 2))


def sweeps(r, tol=1e-10, start=1.0):
    """sweeps until the slowest mode falls below tol (a lower bound of the iteration count)"""
    if r <= 0.0:
        return 1
    return int(math.ceil(math.log(tol / start) / math.log(r)))


def main(argv):
    if len(argv) < 3:
        raise SystemExit(__doc__)
    N = int(argv[1])
    print("%4s %9s %10s %10s %7s" % ("m", "overlap", "rho", "rho(h->0)", "sweeps"))
    for a in argv[2:]:
        m = int(a)
        r = rho(N, m)
        print("%4d %9.5f %10.6f %10.6f %7d" % (m, (2 * m + 2) / N, r, continuous(N, m), sweeps(r)))


if __name__ == "__main__":
    main(sys.argv)
