import numpy as np
import pytest

from churnpit import features, splits

ROWS = [
    (1, 120, 0, "basic", 10.0, 1, 0),
    (2, 150, 1, "pro", 2.5, 4, 1),
    (3, 170, 0, "team", 30.0, 0, 0),
    (4, 190, 1, "basic", 1.0, 6, 0),
]


def test_design_one_hot_against_basic():
    X, y = features.design(ROWS)
    assert X.shape == (4, len(features.COLUMNS))
    assert list(X[:, 1]) == [0, 1, 0, 0] and list(X[:, 2]) == [0, 0, 1, 0]
    assert list(y) == [0, 1, 0, 1]


def test_design_rejects_unknown_plan():
    with pytest.raises(ValueError):
        features.design([(1, 120, 0, "enterprise", 1.0, 0, 0)])


def test_standardiser_uses_training_statistics():
    X, _ = features.design(ROWS)
    s = features.Standardiser().fit(X[:2])
    Z = s.transform(X)
    assert np.allclose(Z[:2, 1:].mean(0), 0.0)
    assert np.all(Z[:, 0] == 1.0)


def test_temporal_split_is_by_label_day():
    train, test = splits.temporal(ROWS, 160)
    assert [r[0] for r in train] == [1, 2] and [r[0] for r in test] == [3, 4]


def test_rolling_skips_empty_sides():
    days = [d for d, _, _ in splits.rolling(ROWS, 100, 200, 30)]
    assert days == [130, 160, 190]
