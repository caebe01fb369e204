"""Tests of analyze.py's rate fit on synthetic convergence histories.

    python3 -m pytest tests/        (or: python3 tests/test_analyze.py)
"""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from analyze import fit_rate  # noqa: E402


def geometric(rate, n, start=1.0):
    return [(k, start * rate ** (k - 1)) for k in range(1, n + 1)]


def test_pure_geometric():
    for rate in (0.9, 0.5, 0.25):
        assert abs(fit_rate(geometric(rate, 40)) - rate) < 1e-12


def test_fast_transient_ignored():
    # a fast mode that dies out in the first half must not bias the fit
    hist = [(k, 0.8 ** (k - 1) + 10.0 * 0.1 ** (k - 1)) for k in range(1, 61)]
    assert abs(fit_rate(hist) - 0.8) < 1e-6


def test_zero_updates_skipped():
    hist = geometric(0.7, 30) + [(31, 0.0)]
    assert abs(fit_rate(hist) - 0.7) < 1e-12


def test_short_history_is_nan():
    assert math.isnan(fit_rate(geometric(0.5, 5)))


if __name__ == "__main__":
    for name, fn in sorted(globals().items()):
        if name.startswith("test_") and callable(fn):
            fn()
            print("%s ok" % name)
