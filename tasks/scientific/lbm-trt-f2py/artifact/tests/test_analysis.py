import math

import numpy as np

from lbmflow import analysis


def test_drummond_tahir_decreases():
    c = np.linspace(0.05, 0.4, 8)
    k = analysis.drummond_tahir(c)
    assert np.all(np.diff(k) < 0)


def test_gebart_zero_at_close_packing():
    assert analysis.gebart(math.pi / 4) == 0.0


def test_richardson_exact_for_quadratic():
    sizes = [10, 20, 40]
    vals = [1.0 + 3.0 / n ** 2 for n in sizes]
    ext, err = analysis.richardson(vals, sizes)
    assert abs(ext - 1.0) < 1e-12


def test_slip_vanishes_at_magic():
    assert abs(analysis.slip_coefficient(1.0, lam=3.0 / 16.0)) < 1e-15
    assert abs(analysis.slip_coefficient(0.5 + math.sqrt(3.0 / 16.0))) < 1e-12


def test_fit_power():
    x = np.array([1.0, 2.0, 4.0])
    a, b = analysis.fit_power(x, 3.0 * x ** -1.5)
    assert abs(a - 3.0) < 1e-9 and abs(b + 1.5) < 1e-9
