import numpy as np
import pytest

from churnpit import metrics


def test_auc_perfect_and_reversed():
    y = np.array([0, 0, 1, 1])
    assert metrics.auc([0.1, 0.2, 0.8, 0.9], y) == 1.0
    assert metrics.auc([0.9, 0.8, 0.2, 0.1], y) == 0.0


def test_auc_ties_count_half():
    assert metrics.auc([0.5, 0.5], [0, 1]) == 0.5
    assert metrics.auc([0.1, 0.5, 0.5, 0.9], [0, 0, 1, 1]) == pytest.approx(0.875)


def test_auc_matches_pairwise_definition():
    rng = np.random.default_rng(1)
    p = rng.integers(0, 20, 200) / 20
    y = (rng.random(200) < 0.4).astype(float)
    pos, neg = p[y == 1], p[y == 0]
    pairs = (pos[:, None] > neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum()
    assert metrics.auc(p, y) == pytest.approx(pairs / (len(pos) * len(neg)))


def test_auc_one_class_is_nan():
    assert np.isnan(metrics.auc([0.1, 0.2], [1, 1]))


def test_average_ranks():
    assert list(metrics.average_ranks([3, 1, 3, 2])) == [3.5, 1.0, 3.5, 2.0]


def test_bootstrap_interval_brackets_auc():
    rng = np.random.default_rng(2)
    y = (rng.random(300) < 0.3).astype(float)
    p = 0.3 * y + rng.random(300)
    lo, hi = metrics.bootstrap_auc(p, y, n_boot=300, seed=0)
    assert lo < metrics.auc(p, y) < hi


def test_brier_and_log_loss():
    assert metrics.brier([0.0, 1.0], [0, 1]) == 0.0
    assert metrics.log_loss([0.5, 0.5], [0, 1]) == pytest.approx(np.log(2))


def test_calibration_bins_counts():
    bins = metrics.calibration_bins([0.05, 0.15, 0.16, 0.95], [0, 0, 1, 1], bins=10)
    assert [n for _, _, n in bins] == [1, 2, 1]
