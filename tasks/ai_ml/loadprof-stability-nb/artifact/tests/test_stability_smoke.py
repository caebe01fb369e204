"""Smoke test: on three well separated blobs the stability curve must peak at k = 3."""
import numpy as np
from sklearn.datasets import make_blobs

from loadprof import profiles, stability


def test_blobs_select_three():
    X, _ = make_blobs(n_samples=150, centers=[(-5, 0), (5, 0), (0, 8)], cluster_std=0.8, random_state=1)
    curve = stability.stability_curve(X, [2, 3, 4], n_pairs=6, frac=0.8, seed=0)
    curve["silhouette"] = curve["k"].map(profiles.silhouettes(X, [2, 3, 4], seed=0))
    assert stability.select_k(curve) == 3
    assert curve.loc[curve.k == 3, "stability"].iloc[0] > 0.95


def test_subsample_pair_overlap():
    rng = np.random.RandomState(0)
    a, b, common = stability.subsample_pair(100, 0.8, rng)
    assert len(a) == len(b) == 80
    assert set(common) <= set(a) and set(common) <= set(b)
