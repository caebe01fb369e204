import math

from meterboost import predict
from meterboost.ensemble import Node, Tree


def _stump(default_left=True):
    return Tree(0, [Node(feature=0, threshold=1.5, left=1, right=2, default_left=default_left),
                    Node(value=-1.0), Node(value=2.0)])


def test_ties_go_left():
    assert predict.walk(_stump(), [1.5]) == -1.0
    assert predict.walk(_stump(), [1.6]) == 2.0


def test_missing_follows_default():
    assert predict.walk(_stump(True), [math.nan]) == -1.0
    assert predict.walk(_stump(False), [math.nan]) == 2.0


def test_softmax_row_sums_to_one():
    p = predict.softmax_row([0.1, 2.0, -1.0, 0.0])
    assert abs(sum(p) - 1.0) < 1e-12
