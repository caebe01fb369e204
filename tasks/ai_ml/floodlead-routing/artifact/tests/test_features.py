import numpy as np

from tarrowcast import LEADS, features


def test_lagged():
    x = np.arange(5.0)
    assert features.lagged(x, 0).tolist() == x.tolist()
    assert features.lagged(x, 2).tolist() == [0.0, 0.0, 0.0, 1.0, 2.0]
    assert features.lagged(x, 9).tolist() == [0.0] * 5


def test_rolling_sum_total():
    x = np.zeros(20)
    x[10] = 1.0
    s = features.rolling_sum(x, 6)
    assert s.sum() == 6.0
    assert s.max() == 1.0


def test_api_decay():
    x = np.zeros(5)
    x[0] = 1.0
    a = features.api(x, 0.5)
    assert np.allclose(a, [1.0, 0.5, 0.25, 0.125, 0.0625])


def test_targets(small_frame):
    y = features.targets(small_frame, LEADS)
    assert y.shape == (len(small_frame), len(LEADS))
    assert y[0, 0] == small_frame.q_down[1]
    assert np.isnan(y[-1]).all()


def test_builder_shapes(small_frame):
    fb = features.FeatureBuilder({"q_lags": 4, "stage_a_lags": 2, "stage_b_lags": 2,
                                  "rain_windows": [3], "rain_lags": 1, "api_decay": [0.9]})
    X = fb.transform(small_frame)
    assert X.shape == (len(small_frame), 4 + 2 + 2 + 3 * 3 + 2)
    assert fb.names[0] == "q_lag0" and fb.names[-1] == "season_cos"
    assert np.allclose(fb.last_row(small_frame), X[-1:])


def test_q_lag0_is_now(small_frame):
    fb = features.FeatureBuilder({"q_lags": 1, "stage_a_lags": 0, "stage_b_lags": 0,
                                  "rain_windows": [], "rain_lags": 0, "api_decay": [], "seasonal": False})
    X = fb.transform(small_frame)
    assert np.allclose(X[:, 0], small_frame.q_down)
