import numpy as np
import pytest

from tarrowcast import models


def data(n=500, seed=1):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 4))
    Y = np.column_stack([X @ [1.0, 2.0, 0.0, 0.5], X @ [0.5, 0.0, 1.0, 1.0]]) + 20.0
    return X, Y


def test_equal_weights_of_identical_members():
    X, Y = data()
    one = models.make({"kind": "ridge", "alpha": 1.0}).fit(X, Y).predict(X)
    ens = models.make({"kind": "ensemble", "members": [{"kind": "ridge", "alpha": 1.0}] * 2}).fit(X, Y)
    assert np.allclose(ens.predict(X), one)


def test_stacking_prefers_the_better_member():
    X, Y = data()
    ens = models.make({"kind": "ensemble", "stack": True,
                       "members": [{"kind": "ridge", "alpha": 0.01}, {"kind": "persistence"}]}).fit(X, Y)
    assert (ens.W[0] > 0.8).all()


def test_needs_members():
    with pytest.raises(ValueError):
        models.make({"kind": "ensemble"})
