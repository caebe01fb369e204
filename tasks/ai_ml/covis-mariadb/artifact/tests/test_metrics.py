import math

import numpy as np

from covis import metrics


def test_rank_of_target_orders_by_score_then_tiebreak():
    scores = np.array([0.1, 0.9, 0.9, 0.5])
    labels = np.array([0, 0, 1, 0])
    tie = np.array([4, 2, 3, 1])
    assert metrics.rank_of_target(scores, labels, tie) == 2


def test_rank_missing_target():
    assert metrics.rank_of_target([1.0, 2.0], [0, 0], [1, 2]) is None


def test_hit_rate_and_mrr():
    ranks = [1, 3, None, 12]
    assert metrics.hit_rate(ranks, 10) == 0.5
    assert math.isclose(metrics.mrr(ranks, 10), (1 + 1 / 3) / 4)


def test_ndcg_single_relevant():
    assert math.isclose(metrics.ndcg([1], 10), 1.0)
    assert math.isclose(metrics.ndcg([3], 10), 1 / math.log2(4))


def test_summarise_keys():
    out = metrics.summarise([1, None], 5)
    assert set(out) == {"hr5", "mrr5", "ndcg5", "coverage"}
    assert out["coverage"] == 0.5
