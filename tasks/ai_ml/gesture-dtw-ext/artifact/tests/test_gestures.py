"""Tests of the synthetic gesture generator (pytest tests/)."""
import numpy as np
import pytest

from elastic.gestures import GESTURES, TEMPLATES, _warp, make_split, trace


def test_five_gestures_sorted():
    assert GESTURES == sorted(TEMPLATES)
    assert len(GESTURES) == 5


def test_split_shapes_and_label_order():
    X, y = make_split(3, seed=0)
    assert X.shape == (15, 96)
    assert list(y[:5]) == GESTURES
    assert all((y == g).sum() == 3 for g in GESTURES)


def test_split_is_deterministic():
    X1, y1 = make_split(2, seed=5)
    X2, y2 = make_split(2, seed=5)
    np.testing.assert_array_equal(X1, X2)
    np.testing.assert_array_equal(y1, y2)


def test_different_seeds_differ():
    X1, _ = make_split(2, seed=1)
    X2, _ = make_split(2, seed=2)
    assert not np.allclose(X1, X2)


@pytest.mark.parametrize("strength", [0.1, 0.6, 1.5])
def test_warp_is_monotone_and_spans_unit_interval(strength):
    t = _warp(np.random.RandomState(3), 200, strength)
    assert t[0] == 0.0 and abs(t[-1] - 1.0) < 1e-12
    assert np.all(np.diff(t) >= 0)


def test_length_and_noise_keywords():
    rng = np.random.RandomState(0)
    x = trace(rng, "tap", length=50, noise=0.0)
    assert x.shape == (50,)
    X, _ = make_split(1, seed=0, length=64, warp=0.3)
    assert X.shape == (5, 64)


def test_tap_peak_dominates_without_noise():
    x = trace(np.random.RandomState(4), "tap", noise=0.0)
    assert x.max() - np.median(x) > 0.8
