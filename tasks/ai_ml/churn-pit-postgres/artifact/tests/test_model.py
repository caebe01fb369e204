import numpy as np
import pytest

from churnpit.model import LogisticRegression


def _data(n=400, seed=0):
    rng = np.random.default_rng(seed)
    X = np.hstack([np.ones((n, 1)), rng.normal(size=(n, 3))])
    w = np.array([-0.5, 1.0, -2.0, 0.0])
    y = (rng.random(n) < 1 / (1 + np.exp(-X @ w))).astype(float)
    return X, y


def test_newton_converges_and_objective_decreases():
    X, y = _data()
    m = LogisticRegression(l2=1.0).fit(X, y)
    assert m.converged
    assert all(b <= a + 1e-9 for a, b in zip(m.history, m.history[1:]))


def test_gradient_is_zero_at_optimum():
    X, y = _data()
    m = LogisticRegression(l2=2.0).fit(X, y)
    Z = m.scaler.transform(X)
    p = 1 / (1 + np.exp(-Z @ m.w))
    grad = Z.T @ (p - y) + 2.0 * np.r_[0.0, m.w[1:]]
    assert np.max(np.abs(grad)) < 1e-8


def test_penalty_shrinks_weights():
    X, y = _data()
    small = LogisticRegression(l2=0.1).fit(X, y).w
    large = LogisticRegression(l2=100.0).fit(X, y).w
    assert np.sum(large[1:] ** 2) < np.sum(small[1:] ** 2)


def test_signs_recovered():
    X, y = _data(n=2000)
    w = LogisticRegression(l2=1.0).fit(X, y).w
    assert w[1] > 0 and w[2] < 0 and abs(w[3]) < 0.2


def test_predict_before_fit_fails():
    with pytest.raises(RuntimeError):
        LogisticRegression().predict_proba(np.ones((2, 4)))
