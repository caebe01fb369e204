"""GP objective, fitting and prediction."""
import math

import numpy as np
import pytest

from gpkern import GPRegression, _reference
from gpkern.kernels import QuasiPeriodicKernel, RBFKernel, SpectralMixtureKernel


@pytest.mark.parametrize("kern", [RBFKernel(), QuasiPeriodicKernel(period_guess=1.2),
                                  SpectralMixtureKernel(Q=2)], ids=lambda k: k.name)
def test_nlml_matches_reference(kern, toy):
    x, y = toy
    gp = GPRegression(kern, noise=0.05)
    gp.fit(x, y, optimise=False)
    th = gp.get_theta()
    v, g = gp.objective(th)
    rv, rg = _reference.nlml(kern.kind, kern.Q, th, gp._xs, gp._ys, gp.jitter)
    n = len(x)
    assert v == pytest.approx(rv / n, rel=1e-10)
    np.testing.assert_allclose(g, rg / n, rtol=1e-4, atol=1e-6)


def test_fit_improves_nlml(toy):
    x, y = toy
    gp = GPRegression(RBFKernel(), noise=0.1)
    gp.fit(x, y, optimise=False)
    before = gp.nlml_
    gp.fit(x, y, restarts=2, seed=0)
    assert gp.nlml_ < before


def test_predict_interpolates(toy):
    x, y = toy
    gp = GPRegression(RBFKernel(), noise=0.01).fit(x, y, restarts=1)
    m, v = gp.predict(x)
    assert np.sqrt(np.mean((m - y) ** 2)) < 0.2
    assert np.all(v > 0)


def test_full_cov_matches_diag(toy):
    x, y = toy
    gp = GPRegression(RBFKernel(), noise=0.05).fit(x, y, optimise=False)
    xs = np.linspace(0, 5, 7)
    m1, v1 = gp.predict(xs)
    m2, c2 = gp.predict(xs, full_cov=True)
    np.testing.assert_allclose(m1, m2)
    np.testing.assert_allclose(v1, np.diag(c2), rtol=1e-8)


def test_noise_property():
    gp = GPRegression(RBFKernel(), noise=0.25)
    assert gp.noise == pytest.approx(0.25)
    assert gp.log_noise == pytest.approx(math.log(0.25))
