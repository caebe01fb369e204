import numpy as np

from kdvstudy.hirota import one_soliton, two_soliton


def test_far_apart_is_sum_of_solitons():
    x = np.linspace(-80, 80, 4001)
    # long before the collision the two crests travel along x1 + c1 t and x2 + c2 t
    u = two_soliton(x, -20.0, 4.0, 1.0, -30.0, -15.0)
    approx = one_soliton(x, -20.0, 4.0, -30.0) + one_soliton(x, -20.0, 1.0, -15.0)
    assert np.max(np.abs(u - approx)) < 1e-6


def test_mass():
    x = np.linspace(-200, 200, 40001)
    u = two_soliton(x, 3.0, 4.0, 1.0, -30.0, -15.0)
    assert np.trapz(u, x) == np.trapz(u, x)  # finite
    assert abs(np.trapz(u, x) - (2 * 2.0 + 2 * 1.0)) < 1e-6
