import numpy as np
import pandas as pd
import pytest

from rffbench.features import Preprocessor, make_approximation
from rffbench.krr import rbf_kernel
from rffbench.scaling import MedianMADScaler


def test_preprocessor_shapes(toy_logs):
    from rffbench.data import load_logs
    df = load_logs(toy_logs)
    prep = Preprocessor("power", ["site"]).fit(df)
    X = prep.transform(df)
    assert X.shape == (40, 5)
    assert len(prep.input_names()) == 5
    np.testing.assert_allclose(X[:, :3].mean(0), 0.0, atol=1e-12)


def test_robust_channel_must_exist(toy_logs):
    from rffbench.data import load_logs
    with pytest.raises(ValueError):
        Preprocessor("power", ["site"], robust=["nope"]).fit(load_logs(toy_logs))


def test_median_mad_ignores_spikes():
    rng = np.random.RandomState(0)
    x = rng.normal(size=(2000, 1))
    x[:20] = 50.0
    z = MedianMADScaler().fit_transform(x)
    assert abs(np.median(z)) < 0.05
    assert np.mean(np.abs(z[20:]) < 1.0) > 0.6


@pytest.mark.parametrize("method", ["rff", "orf", "nystroem"])
def test_approximations_approach_the_kernel(method, toy_inputs):
    K = rbf_kernel(toy_inputs, toy_inputs, 0.3)
    errs = []
    for m in (20, 400):
        Z = make_approximation(method, m, 0.3, seed=0).fit_transform(toy_inputs)
        errs.append(np.linalg.norm(K - Z.dot(Z.T)) / np.linalg.norm(K))
    assert errs[1] < errs[0]


def test_unknown_method():
    with pytest.raises(ValueError):
        make_approximation("fastfood", 10, 1.0, 0)


def test_frame_roundtrip():
    df = pd.DataFrame({"a": [0.0, 1.0, 2.0], "site": ["x", "y", "x"], "power": [1.0, 2.0, 3.0]})
    X = Preprocessor("power", ["site"]).fit(df).transform(df)
    assert X.shape == (3, 3)
