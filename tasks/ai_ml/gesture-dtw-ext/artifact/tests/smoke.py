"""Installation smoke test: python tests/smoke.py"""
import numpy as np

import elastic


def test_identical_series_have_zero_distance():
    x = np.sin(np.linspace(0, 6, 40))
    assert elastic.dtw(x, x) == 0.0


def test_dtw_is_symmetric():
    rng = np.random.RandomState(0)
    a, b = rng.normal(size=32), rng.normal(size=32)
    assert abs(elastic.dtw(a, b, 4) - elastic.dtw(b, a, 4)) < 1e-9


def test_nearest_neighbour_recovers_training_points():
    X = np.random.RandomState(1).normal(size=(6, 24))
    y = np.arange(6)
    assert (elastic.DTWNearestNeighbour(0.1).fit(X, y).predict(X) == y).all()


if __name__ == "__main__":
    for name, fn in sorted(globals().items()):
        if name.startswith("test_"):
            fn()
            print("ok", name)
    print("elastic smoke test passed")
