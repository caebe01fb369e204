import numpy as np

from tarrowcast import models


def data(n=400, d=5, k=3, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d))
    W = rng.normal(size=(d, k))
    return X, X @ W + 10.0


def test_ridge_recovers_linear():
    X, Y = data()
    m = models.make({"kind": "ridge", "alpha": 1e-6, "clip_min": None}).fit(X, Y)
    assert np.abs(m.predict(X) - Y).max() < 1e-4


def test_ridge_skips_nan_rows():
    X, Y = data()
    Y[0, 1] = np.nan
    m = models.make({"kind": "ridge"}).fit(X, Y)
    assert m.n_train == len(X) - 1


def test_ridge_clip():
    X, Y = data()
    m = models.make({"kind": "ridge"}).fit(X, Y - 100)
    assert (m.predict(X) >= 0).all()


def test_persistence():
    X, Y = data()
    m = models.make({"kind": "persistence"}).fit(X, Y)
    assert np.allclose(m.predict(X)[:, 2], X[:, 0])


def test_mlp_learns_something():
    X, Y = data(n=600)
    m = models.make({"kind": "mlp", "hidden": 16, "epochs": 40, "lr": 0.01, "clip_min": None}).fit(X, Y)
    base = np.sqrt(np.mean((Y - Y.mean()) ** 2))
    assert np.sqrt(np.mean((m.predict(X) - Y) ** 2)) < 0.5 * base
    assert len(m.history) >= 1


def test_unknown_model():
    import pytest
    with pytest.raises(KeyError):
        models.make({"kind": "lstm"})
