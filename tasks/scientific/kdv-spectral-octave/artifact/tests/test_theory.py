import math

import pytest

from kdvstudy.theory import collision_time, mass, momentum, phase_shifts, run_time


def test_known_pair():
    fast, slow = phase_shifts(4.0, 1.0)
    assert fast == pytest.approx(math.log(3.0))
    assert slow == pytest.approx(-2.0 * math.log(3.0))


def test_momentum_balance():
    # c1 * delta_fast * mass-weighted ... the centre of mass moves uniformly:
    # m1 * d1 + m2 * d2 = 0 with m = 2 sqrt(c)
    for c1, c2 in [(4, 1), (9, 4), (6.25, 2.25), (3.61, 1.11)]:
        d1, d2 = phase_shifts(c1, c2)
        assert mass(c1) * d1 + mass(c2) * d2 == pytest.approx(0.0, abs=1e-12)


def test_order_required():
    with pytest.raises(ValueError):
        phase_shifts(1.0, 4.0)


def test_times():
    assert run_time(4, 1) == pytest.approx(10.0)
    assert collision_time(4, 1) == pytest.approx(5.0)
    assert momentum(4) == pytest.approx(16.0 / 3.0)
