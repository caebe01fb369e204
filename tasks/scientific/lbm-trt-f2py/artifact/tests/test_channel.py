import numpy as np
import pytest

import lbmflow
from lbmflow.reference import channel_bgk


@pytest.mark.needs_core
def test_trt_exact():
    for tau in (0.6, 1.0, 2.5):
        u, it, res = lbmflow.simulate(16, tau, 1e-6, collision="trt", tol=1e-12)
        ue = lbmflow.poiseuille(16, tau, 1e-6)
        assert np.max(np.abs(u - ue)) / ue.max() < 1e-8


@pytest.mark.needs_core
def test_kernel_matches_reference():
    u, it, res = lbmflow.simulate(12, 0.8, 1e-6, collision="bgk", tol=1e-10)
    ur, itr, resr = channel_bgk(12, 0.8, 1e-6, 400000, 1e-10)
    assert it == itr
    assert np.max(np.abs(u - ur)) / np.max(ur) < 1e-10


def test_bgk_error_minimum_near_one():
    errs = []
    for tau in (0.7, 0.933, 1.3):
        u, it, res = channel_bgk(8, tau, 1e-6, 200000, 1e-10)
        ue = lbmflow.poiseuille(8, tau, 1e-6)
        errs.append(np.max(np.abs(u - ue)) / ue.max())
    assert errs[1] < errs[0] and errs[1] < errs[2]


def test_poiseuille_peak():
    ue = lbmflow.poiseuille(32, 1.0, 1e-6)
    assert abs(ue.max() - 1e-6 / (2 / 6.0) * 15.5 * 16.5) < 1e-15
