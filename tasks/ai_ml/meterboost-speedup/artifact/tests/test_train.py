import numpy as np

from meterboost import binning, train


def test_binner_puts_ties_left():
    X = np.array([[0.0], [1.0], [1.0], [2.0], [np.nan]])
    b = binning.Binner(4).fit(X)
    B = b.transform(X)
    t = b.thresholds[0]
    for x, k in zip(X[:, 0], B[:, 0]):
        if np.isnan(x):
            assert k == b.n_bins(0)
        elif k < len(t):
            assert x <= t[k]


def test_tiny_fit_learns_something():
    rng = np.random.default_rng(0)
    X = rng.standard_normal((400, 21))
    y = (X[:, 0] > 0).astype(int) + 2 * (X[:, 1] > 1).astype(int)
    params = dict(rounds=5, max_depth=3, learning_rate=0.3, max_bins=16, l2=1.0, min_child_hessian=1.0, min_gain=1e-3)
    ens = train.fit(X, y, params, log=lambda *a: None)
    assert len(ens.trees) == 20
