#!/usr/bin/env python3
"""Check the one-dimensional factors of the closed-form integrals against
composite Simpson quadrature (the d-dimensional integrals are products of them,
except for the oscillatory family, checked in d = 2 by a tensor rule).

usage: python3 scripts/test_exact.py
"""
import cmath
import math


def simpson(f, a, b, m=2000):
    h = (b - a) / m
    s = f(a) + f(b)
    for i in range(1, m):
        s += (4 if i % 2 else 2) * f(a + i * h)
    return s * h / 3


def peak_1d(a, u):
    return a * (math.atan(a * (1 - u)) + math.atan(a * u))


def continuous_1d(a, u):
    return (2 - math.exp(-a * u) - math.exp(-a * (1 - u))) / a


def oscillatory_2d(a1, a2, u1):
    z = cmath.exp(2j * math.pi * u1)
    for a in (a1, a2):
        z *= complex(math.sin(a) / a, (1 - math.cos(a)) / a)
    return z.real


def main():
    worst = 0.0
    for a in (0.3, 1.0, 2.7, 6.0):
        for u in (0.0, 0.17, 0.5, 0.93):
            q = simpson(lambda x: 1 / (a ** -2 + (x - u) ** 2), 0, 1)
            worst = max(worst, abs(q - peak_1d(a, u)) / abs(q))
            # |x - u| has a kink at u: split the interval there
            q = simpson(lambda x: math.exp(-a * abs(x - u)), 0, u) if u > 0 else 0.0
            q += simpson(lambda x: math.exp(-a * abs(x - u)), u, 1)
            worst = max(worst, abs(q - continuous_1d(a, u)) / abs(q))
    for a1, a2, u1 in ((0.5, 1.5, 0.1), (1.2, 0.8, 0.7)):
        m = 200
        q = simpson(lambda y: simpson(lambda x: math.cos(2 * math.pi * u1 + a1 * x + a2 * y), 0, 1, m), 0, 1, m)
        worst = max(worst, abs(q - oscillatory_2d(a1, a2, u1)) / abs(q))
    print("worst relative error of the closed forms: %.2e" % worst)
    assert worst < 1e-8, worst


if __name__ == "__main__":
    main()
