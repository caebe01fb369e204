"""Finite-difference check of BagMLP's hand-written backward pass."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

from intentq.model import BagMLP  # noqa: E402


def _batch(rng, n=5, s=7, vocab=30):
    ids = rng.integers(1, vocab, size=(n, s))
    lengths = rng.integers(1, s + 1, size=n)
    mask = (np.arange(s)[None, :] < lengths[:, None]).astype(np.float64)
    ids = ids * mask.astype(np.int64)
    labels = rng.integers(0, 4, size=n)
    return ids, mask, labels


def test_gradients_match_finite_differences():
    rng = np.random.default_rng(0)
    m = BagMLP(30, 6, 8, 4, seed=1)
    ids, mask, labels = _batch(rng)
    _, grads = m.loss_and_grads(ids, mask, labels, weight_decay=1e-3)
    eps = 1e-6
    for name in ("W1", "b1", "W2", "b2", "E"):
        p = m.params[name]
        flat = p.reshape(-1)
        for j in rng.choice(flat.size, size=min(6, flat.size), replace=False):
            old = flat[j]
            flat[j] = old + eps
            lp, _ = m.loss_and_grads(ids, mask, labels, weight_decay=1e-3)
            flat[j] = old - eps
            lm, _ = m.loss_and_grads(ids, mask, labels, weight_decay=1e-3)
            flat[j] = old
            num = (lp - lm) / (2 * eps)
            assert abs(num - grads[name].reshape(-1)[j]) < 1e-5, (name, j)


def test_pad_row_stays_zero():
    m = BagMLP(10, 4, 4, 3)
    assert np.all(m.params["E"][0] == 0)
