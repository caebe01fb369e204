import numpy as np
import pytest

from tricalib.eval import estimators


def _calibrated(n, seed):
    rng = np.random.RandomState(seed)
    p = rng.uniform(0.0, 1.0, n)
    y = (rng.uniform(size=n) < p).astype(np.int64)
    return y, p


def test_equal_width_by_hand():
    # predicted class 1 everywhere; confidences 0.55 (bin 1) and 0.95 (bin 9)
    y = np.array([1, 0, 1, 1])
    p = np.array([0.55, 0.55, 0.95, 0.95])
    # bin 1: acc 0.5, conf 0.55 -> 0.05; bin 9: acc 1.0, conf 0.95 -> 0.05
    assert estimators.ece_equal_width(y, p, 10) == pytest.approx(0.05)


def test_confidence_of_class_zero():
    y = np.array([0, 0])
    p = np.array([0.1, 0.3])  # confidences 0.9 and 0.7, both correct
    assert estimators.ece_equal_width(y, p, 5) == pytest.approx(0.2)


def test_equal_mass_edges_cover_confidence_range():
    conf = np.linspace(0.5, 1.0, 101)
    edges = estimators.equal_mass_edges(conf, 4)
    assert edges[0] == 0.5 and edges[-1] == 1.0
    assert len(edges) == 5
    assert np.all(np.diff(edges) > 0)


def test_equal_mass_merges_ties():
    edges = estimators.equal_mass_edges(np.full(50, 0.8), 10)
    assert len(edges) == 3  # 0.5, 0.8, 1.0


def test_estimators_small_for_calibrated_predictions():
    y, p = _calibrated(20000, 0)
    res = estimators.all_estimators(y, p)
    assert res['ece'] < 0.02
    assert res['ece_mass'] < 0.02
    assert res['ece_classwise'] < 0.02
    assert res['ece_debiased'] < 0.02


def test_debiased_below_plugin_l2():
    for seed in range(5):
        y, p = _calibrated(300, seed)
        assert estimators.ece_debiased(y, p) <= estimators.ece_l2(y, p) + 1e-12


def test_l2_at_least_l1():
    y, p = _calibrated(1000, 4)
    assert estimators.ece_l2(y, p) >= estimators.ece_equal_width(y, p) - 1e-12


def test_overconfidence_is_detected():
    y, p = _calibrated(20000, 2)
    z = np.log(p) - np.log1p(-p)
    sharp = 1.0 / (1.0 + np.exp(-3.0 * z))
    assert estimators.ece_equal_width(y, sharp) > 0.05
    assert estimators.ece_debiased(y, sharp) > 0.05


def test_sweep_keys():
    y, p = _calibrated(500, 3)
    assert sorted(estimators.ece_sweep(y, p, (5, 20))) == [5, 20]
