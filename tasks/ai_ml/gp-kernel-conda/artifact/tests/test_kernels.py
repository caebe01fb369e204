"""The compiled kernels against the NumPy reference implementation."""
import numpy as np
import pytest

from gpkern import _reference
from gpkern.kernels import (Matern52Kernel, QuasiPeriodicKernel, RBFKernel,
                            SpectralMixtureKernel, make_kernel)

KERNELS = [RBFKernel(), Matern52Kernel(), QuasiPeriodicKernel(period_guess=0.8),
           SpectralMixtureKernel(Q=1), SpectralMixtureKernel(Q=3)]


@pytest.mark.parametrize("kern", KERNELS, ids=lambda k: k.name)
def test_kmat_matches_reference(kern, toy):
    x, _ = toy
    th = kern.theta + 0.2
    k = kern.copy(th)
    np.testing.assert_allclose(k(x), _reference.kmat(k.kind, k.Q, th, x, x), rtol=1e-12, atol=1e-14)


@pytest.mark.parametrize("kern", KERNELS, ids=lambda k: k.name)
def test_kmat_symmetric_psd(kern, toy):
    x, _ = toy
    K = kern(x)
    np.testing.assert_allclose(K, K.T, atol=1e-14)
    assert np.linalg.eigvalsh(K + 1e-8 * np.eye(len(x))).min() > -1e-8


@pytest.mark.parametrize("kern", KERNELS, ids=lambda k: k.name)
def test_gradients_finite_difference(kern, toy):
    x, _ = toy
    G = kern.gradients(x)
    h = 1e-6
    for i in range(kern.n_params):
        tp, tm = kern.theta.copy(), kern.theta.copy()
        tp[i] += h
        tm[i] -= h
        fd = (kern.copy(tp)(x) - kern.copy(tm)(x)) / (2 * h)
        np.testing.assert_allclose(G[i], fd, rtol=1e-5, atol=1e-7)


def test_sm_variance_is_sum_of_weights():
    k = SpectralMixtureKernel(Q=3)
    assert k(np.zeros(1))[0, 0] == pytest.approx(k.variance())


def test_make_kernel():
    assert make_kernel("rbf").name == "rbf"
    assert make_kernel({"type": "sm", "Q": 4}).n_params == 12
    with pytest.raises(ValueError):
        make_kernel("linear")


def test_wrong_parameter_count():
    with pytest.raises(ValueError):
        RBFKernel(theta=[0.0, 0.0, 0.0])
