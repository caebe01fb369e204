import math

import numpy as np

from chainlib.analysis import onset_frequency


def test_crossing_is_interpolated():
    w = np.array([0.5, 1.5, 2.5])
    pr = np.array([0.6, 0.2, 0.02])
    counts = np.array([10, 10, 10])
    # falls below 0.05 between 1.5 (0.2) and 2.5 (0.02): t = 0.15 / 0.18
    assert math.isclose(onset_frequency(w, pr, counts, 0.05), 1.5 + 0.15 / 0.18)


def test_no_crossing_gives_nan():
    w = np.linspace(0.05, 1.95, 20)
    pr = np.full(20, 0.5)
    assert math.isnan(onset_frequency(w, pr, np.ones(20, dtype=int), 0.05))


def test_empty_bins_are_skipped():
    w = np.array([0.5, 1.0, 1.5, 2.0])
    pr = np.array([0.4, 0.0, 0.3, 0.01])
    counts = np.array([5, 0, 5, 5])
    # the empty bin (pr 0) must not count as a crossing
    got = onset_frequency(w, pr, counts, 0.05)
    assert 1.5 < got < 2.0


def test_first_downward_crossing_wins():
    w = np.array([1.0, 2.0, 3.0, 4.0])
    pr = np.array([0.1, 0.01, 0.2, 0.01])
    counts = np.ones(4, dtype=int)
    assert onset_frequency(w, pr, counts, 0.05) < 2.0


def test_starting_below_the_cut_is_not_a_crossing():
    w = np.array([1.0, 2.0, 3.0])
    pr = np.array([0.01, 0.02, 0.03])
    assert math.isnan(onset_frequency(w, pr, np.ones(3, dtype=int), 0.05))
