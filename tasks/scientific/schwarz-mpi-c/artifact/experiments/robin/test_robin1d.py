"""Checks of the Robin prototype against the Dirichlet theory of tools/theory.py.

    python3 -m pytest experiments/robin/     (or: python3 experiments/robin/test_robin1d.py)
"""
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools"))

import robin1d  # noqa: E402
import theory  # noqa: E402


def test_thomas_small():
    # [[2,-1,0],[-1,2,-1],[0,-1,2]] x = [1,0,1]  ->  x = [1,1,1]
    x = robin1d.thomas([0.0, -1.0, -1.0], [2.0, 2.0, 2.0], [-1.0, -1.0, 0.0], [1.0, 0.0, 1.0])
    assert all(abs(v - 1.0) < 1e-14 for v in x)


def test_dirichlet_is_theory():
    for N, m in ((32, 0), (64, 2), (64, 8)):
        assert abs(robin1d.rate(N, m, None) - theory.rho(N, m)) < 1e-5


def test_robin_beats_dirichlet():
    N, m = 64, 2
    delta = (2.0 * m + 2) / N
    p = (math.pi ** 2 / delta) ** (1.0 / 3.0)
    assert robin1d.rate(N, m, p) < robin1d.rate(N, m, None)


if __name__ == "__main__":
    for name, fn in sorted(globals().items()):
        if name.startswith("test_") and callable(fn):
            fn()
            print("%s ok" % name)
