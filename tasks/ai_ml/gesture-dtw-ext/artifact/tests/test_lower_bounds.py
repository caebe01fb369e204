"""LB_Kim and LB_Keogh never exceed the exact banded DTW distance."""
import numpy as np
import pytest

from elastic.lower_bounds import Cascade, envelope, lb_keogh, lb_keogh_batch, lb_kim


def naive_dtw(a, b, window=-1):
    n, m = len(a), len(b)
    w = max(n, m) if window < 0 else max(window, abs(n - m))
    D = np.full((n + 1, m + 1), np.inf)
    D[0, 0] = 0.0
    for i in range(1, n + 1):
        for j in range(max(1, i - w), min(m, i + w) + 1):
            D[i, j] = (a[i - 1] - b[j - 1]) ** 2 + min(D[i - 1, j - 1], D[i - 1, j], D[i, j - 1])
    return float(np.sqrt(D[n, m]))


@pytest.fixture
def pairs():
    rng = np.random.RandomState(7)
    return [(rng.normal(size=30).cumsum(), rng.normal(size=30).cumsum()) for _ in range(20)]


def test_envelope_contains_series():
    x = np.random.RandomState(0).normal(size=40)
    u, lo = envelope(x, 3)
    assert np.all(lo <= x) and np.all(x <= u)


def test_envelope_without_band_is_constant():
    x = np.arange(10.0)
    u, lo = envelope(x, -1)
    assert np.all(u == 9.0) and np.all(lo == 0.0)


@pytest.mark.parametrize("window", [0, 2, 5])
def test_lb_keogh_is_a_lower_bound(pairs, window):
    for a, b in pairs:
        u, lo = envelope(b, window)
        assert lb_keogh(a, u, lo) <= naive_dtw(a, b, window) + 1e-9


def test_lb_kim_is_a_lower_bound(pairs):
    for a, b in pairs:
        assert lb_kim(a, b) <= naive_dtw(a, b) + 1e-9


def test_batch_matches_single(pairs):
    a = np.array([p[0] for p in pairs])
    u, lo = envelope(pairs[0][1], 3)
    batch = lb_keogh_batch(a, u, lo)
    assert np.allclose(batch, [lb_keogh(x, u, lo) for x in a])


def test_cascade_finds_the_exact_nearest_neighbour():
    rng = np.random.RandomState(2)
    refs = rng.normal(size=(12, 25)).cumsum(1)
    queries = refs[[3, 8]] + rng.normal(0, 0.05, size=(2, 25))
    cascade = Cascade(refs, 3, naive_dtw)
    for q, expected in zip(queries, (3, 8)):
        k, d = cascade.nearest(q)
        assert k == expected
        assert abs(d - naive_dtw(q, refs[k], 3)) < 1e-9
    assert cascade.pruned_fraction() > 0
