import numpy as np

from tarrowcast import splits


def test_blocked_embargo():
    for train, valid in splits.blocked_folds(1000, k=4, embargo=10, start=0):
        assert len(np.intersect1d(train, valid)) == 0
        gap = np.min(np.abs(train[:, None] - valid[None, :]))
        assert gap > 10


def test_rolling_origin_expands():
    folds = list(splits.rolling_origin(5000, first_train=1000, block=1000, start=0))
    assert [len(t) for t, _ in folds] == [1000, 2000, 3000, 4000]
    assert all(t.max() < v.min() for t, v in folds)


def test_by_year():
    years = np.array([2019, 2019, 2020, 2021])
    t, v = splits.by_year(years, 2020)
    assert t.tolist() == [0, 1, 3] and v.tolist() == [2]
