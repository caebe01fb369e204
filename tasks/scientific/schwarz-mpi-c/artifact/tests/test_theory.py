"""Tests of tools/theory.py (the discrete two-strip contraction factor).

    python3 -m pytest tests/        (or: python3 tests/test_theory.py)
"""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))

import theory  # noqa: E402


def test_rate_below_one():
    for N in (16, 32, 64, 128):
        for m in range(0, N // 2 - 1, 3):
            assert 0.0 < theory.rho(N, m) < 1.0


def test_more_overlap_is_faster():
    rs = [theory.rho(64, m) for m in range(0, 16)]
    assert all(a > b for a, b in zip(rs, rs[1:]))


def test_h_to_zero_limit():
    # same physical overlap, finer grid: the discrete factor approaches the continuous one
    d_old = None
    for N in (16, 32, 64, 128, 256):
        m = N // 16 - 1
        d = abs(theory.rho(N, m) - theory.continuous(N, m))
        if d_old is not None:
            assert d < d_old
        d_old = d
    assert d_old < 1e-4


def test_theta_small_h():
    # cosh(theta) = 2 - cos(pi h)  ->  theta ~ pi h
    for N in (64, 256, 1024):
        assert abs(theory.theta(N) * N / math.pi - 1.0) < 1.0 / N


def test_sweeps():
    assert theory.sweeps(0.0) == 1
    assert theory.sweeps(0.5) == 34
    assert theory.sweeps(0.5, tol=0.25) == 2


if __name__ == "__main__":
    for name, fn in sorted(globals().items()):
        if name.startswith("test_") and callable(fn):
            fn()
            print("%s ok" % name)
