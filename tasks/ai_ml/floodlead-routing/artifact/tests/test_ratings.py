import numpy as np

from tarrowcast import ratings


def test_inverse():
    q = np.array([0.5, 5.0, 50.0, 150.0])
    for g in ("a", "b"):
        assert np.allclose(ratings.discharge(ratings.stage(q, g), g), q)


def test_below_cease_to_flow():
    assert ratings.discharge(0.1, "a") == 0.0


def test_monotone():
    h = np.linspace(0.5, 4.0, 50)
    for g in ("a", "b"):
        assert np.all(np.diff(ratings.discharge(h, g)) > 0)


def test_out_of_range():
    assert ratings.out_of_range([1.0, 4.0], "a") == 0.5
    assert ratings.out_of_range([], "b") == 0.0
