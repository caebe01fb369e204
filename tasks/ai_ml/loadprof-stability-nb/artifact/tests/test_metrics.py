import numpy as np
import pytest

from loadprof.metrics import adjusted_rand, jaccard, pair_counts, relabel_by_size


def test_identical_labelings():
    a = np.array([0, 0, 1, 1, 2, 2])
    assert adjusted_rand(a, a) == pytest.approx(1.0)
    assert jaccard(a, a) == pytest.approx(1.0)


def test_permutation_invariance():
    a = np.array([0, 0, 1, 1, 2, 2])
    b = np.array([2, 2, 0, 0, 1, 1])
    assert adjusted_rand(a, b) == pytest.approx(1.0)


def test_pair_counts_sum():
    rng = np.random.RandomState(0)
    a = rng.randint(0, 3, 40)
    b = rng.randint(0, 4, 40)
    n11, n10, n01, n00 = pair_counts(a, b)
    assert n11 + n10 + n01 + n00 == pytest.approx(40 * 39 / 2)


def test_relabel_by_size():
    lab = np.array([5, 5, 1, 1, 1, 9])
    assert list(relabel_by_size(lab)) == [1, 1, 0, 0, 0, 2]
