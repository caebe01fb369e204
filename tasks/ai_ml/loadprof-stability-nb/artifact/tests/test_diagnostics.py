import numpy as np
import pytest

from loadprof.diagnostics import agreement_rate, ari_histogram, jaccard_sets, match_labels


def test_match_labels_permutation():
    a = np.array([0, 0, 1, 1, 2, 2])
    b = np.array([1, 1, 2, 2, 0, 0])
    assert list(match_labels(a, b)) == list(a)
    assert agreement_rate(a, b) == pytest.approx(1.0)


def test_match_labels_extra_cluster():
    a = np.array([0, 0, 0, 1, 1, 1])
    b = np.array([5, 5, 7, 6, 6, 6])
    m = match_labels(a, b)
    assert list(m[:2]) == [0, 0] and list(m[3:]) == [1, 1, 1]
    assert m[2] not in (0, 1)


def test_jaccard_sets():
    assert jaccard_sets([1, 2, 3], [2, 3, 4]) == pytest.approx(0.5)
    assert jaccard_sets([], []) == 1.0


def test_histogram_counts():
    h = ari_histogram([1.0, 1.0, 0.97, 0.3])
    assert h.sum() == 4
