import numpy as np
import pytest

from lbmflow import config, geometry, porous
from lbmflow.reference import porous_numpy


@pytest.mark.needs_2d
@pytest.mark.parametrize("collision", ["bgk", "trt"])
def test_kernel_matches_numpy(collision):
    mask = geometry.cylinder_cell(12, 3)
    tau = 0.9
    force = porous.body_force(tau, 1e-5)
    res = porous.run(mask, tau, 1e-5, collision, config.load({"solver.tol": 1e-9}))
    ux, steps, resid = porous_numpy(mask, tau, force, collision, tol=1e-9)
    assert abs(steps - res.steps) <= 100
    assert np.max(np.abs(res.ux - ux)) / np.max(ux) < 1e-6


@pytest.mark.needs_2d
def test_trt_viscosity_independent():
    mask = geometry.cylinder_cell(16, 4)
    k = [porous.permeability(mask, tau, collision="trt") for tau in (0.7, 1.0, 1.6)]
    assert (max(k) - min(k)) / np.mean(k) < 1e-6


@pytest.mark.needs_2d
def test_bgk_depends_on_tau():
    mask = geometry.cylinder_cell(16, 4)
    k = [porous.permeability(mask, tau, collision="bgk") for tau in (0.7, 1.6)]
    assert k[1] > 1.02 * k[0]


@pytest.mark.needs_2d
def test_unknown_collision():
    with pytest.raises(ValueError):
        porous.run(geometry.cylinder_cell(12, 3), 1.0, 1e-5, "mrt")


def test_body_force_scaling():
    f1 = porous.body_force(1.0, 1e-5)
    f2 = porous.body_force(2.0, 1e-5)
    assert abs(f2 / f1 - 9.0) < 1e-12
