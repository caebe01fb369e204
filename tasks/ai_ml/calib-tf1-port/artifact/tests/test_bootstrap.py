import numpy as np

from tricalib.eval import bootstrap


def _mean_label(y, p):
    return float(np.mean(y))


def test_bootstrap_ci_contains_point_estimate():
    rng = np.random.RandomState(0)
    y = (rng.uniform(size=400) < 0.3).astype(np.int64)
    p = np.full(400, 0.3)
    lo, hi = bootstrap.bootstrap_ci(y, p, _mean_label, n_boot=300, seed=1)
    assert lo < y.mean() < hi
    assert hi - lo < 0.12


def test_bootstrap_is_reproducible():
    y = np.array([0, 1] * 20)
    p = np.linspace(0.1, 0.9, 40)
    a = bootstrap.bootstrap_ci(y, p, _mean_label, n_boot=50, seed=3)
    b = bootstrap.bootstrap_ci(y, p, _mean_label, n_boot=50, seed=3)
    assert a == b


def test_paired_difference_of_identical_predictions_is_zero():
    y = np.array([0, 1, 1, 0, 1])
    p = np.array([0.2, 0.7, 0.6, 0.4, 0.9])
    d = bootstrap.paired_difference(y, p, p, lambda a, b: float(np.mean((b - a) ** 2)), n_boot=20)
    assert d.shape == (20,)
    assert np.all(d == 0.0)
