import math

import numpy as np
import pytest

from lbmflow import geometry


def test_cylinder_solid_nodes():
    # Gauss circle problem: 317 lattice points within distance 10 of a node
    for n in (26, 40, 50):
        assert geometry.cylinder_cell(n, 10).sum() == 317


def test_cylinder_is_symmetric():
    m = geometry.cylinder_cell(40, 7.5)
    c = 20
    sub = m[c - 8:c + 9, c - 8:c + 9]
    assert np.array_equal(sub, sub[::-1, :])
    assert np.array_equal(sub, sub.T)


def test_porosity_close_to_nominal():
    for n, r in ((40, 10), (64, 12.3), (100, 30)):
        m = geometry.cylinder_cell(n, r)
        c = geometry.nominal_solid_fraction(n, r)
        assert abs(geometry.solid_fraction(m) - c) < 0.02


def test_radius_range():
    with pytest.raises(ValueError):
        geometry.cylinder_cell(20, 10)
    with pytest.raises(ValueError):
        geometry.cylinder_cell(20, 0)


def test_isolated_inclusion():
    assert geometry.check_periodic(geometry.cylinder_cell(30, 10))
    assert not geometry.check_periodic(geometry.staggered_cell(30, 5))


def test_staggered_needs_even():
    with pytest.raises(ValueError):
        geometry.staggered_cell(31, 5)


def test_ellipse_area():
    m = geometry.ellipse_cell(80, 60, 20, 10)
    assert abs(m.sum() - math.pi * 200) / (math.pi * 200) < 0.03


def test_describe():
    text = geometry.describe(geometry.cylinder_cell(40, 10), 10)
    assert "317 solid" in text and "R=10" in text
