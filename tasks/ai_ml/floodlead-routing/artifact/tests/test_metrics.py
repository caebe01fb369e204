import math

import numpy as np

from tarrowcast import metrics


def test_rmse_mae():
    assert metrics.rmse([1, 2], [1, 4]) == math.sqrt(2)
    assert metrics.mae([1, 2], [1, 4]) == 1.0


def test_nan_observations_skipped():
    assert metrics.rmse([1, 2, 3], [1, np.nan, 3]) == 0.0


def test_nse():
    obs = np.array([1.0, 2.0, 3.0])
    assert metrics.nse(obs, obs) == 1.0
    assert metrics.nse(np.full(3, 2.0), obs) == 0.0


def test_per_lead():
    p = np.array([[1.0, 2.0], [1.0, 2.0]])
    o = np.array([[1.0, 3.0], [1.0, 1.0]])
    assert metrics.per_lead(p, o) == [0.0, 1.0]


def test_skill():
    assert abs(metrics.skill(0.9, 1.0) - 0.1) < 1e-12


def test_peak_timing():
    p = np.array([[0, 1, 3, 1, 0.0]])
    o = np.array([[0, 3, 1, 0, 0.0]])
    assert metrics.peak_timing_error(p, o) == 1.0
