import math

import torch

from copyspan.analysis.errors import ErrorBreakdown, categorize, digit_values, position_summary
from copyspan.metrics import IGNORE_INDEX


def _lagsum(x, lag):
    y = x.clone()
    y[:, lag:] = (x[:, lag:] + x[:, :-lag]) % 10
    return y


def _logits(pred):
    return torch.nn.functional.one_hot(pred, 10).float()


def test_digit_values_marks_padding():
    ids = torch.tensor([[2, 11, 0, 1]])
    assert digit_values(ids).tolist() == [[0, 9, -1, -1]]


def test_categories():
    digits = torch.tensor([[3, 9, 4, 2, 1]])
    # lag 2: t=2: 4+3=7 no wrap; t=3: 2+9=11 wrap; t=4: 1+4=5 no wrap
    assert categorize(digits, 2).tolist() == [[0, 0, 1, 2, 1]]


def test_perfect_and_echo_predictors():
    torch.manual_seed(0)
    x = torch.randint(0, 10, (64, 20))
    y = _lagsum(x, 5)
    ids = x + 2
    perfect = ErrorBreakdown(lag=5)
    perfect.update(_logits(y), y, ids)
    r = perfect.compute()
    assert r["prefix_acc"] == r["no_wrap_acc"] == r["wrap_acc"] == 1.0
    assert r["echo_rate"] == 0.0
    assert r["prefix_tokens"] == 64 * 5
    assert len(r["position_acc"]) == 20

    echo = ErrorBreakdown(lag=5)
    echo.update(_logits(x), y, ids)  # predicts x_t everywhere
    r = echo.compute()
    assert r["prefix_acc"] == 1.0
    assert r["echo_rate"] == 1.0
    assert r["wrap_acc"] == 0.0  # a wrapped sum never equals x_t


def test_padding_is_ignored():
    x = torch.tensor([[1, 2, 3, 4]])
    y = _lagsum(x, 2)
    y[0, 3] = IGNORE_INDEX
    ids = (x + 2).clone()
    ids[0, 3] = 0
    bd = ErrorBreakdown(lag=2)
    bd.update(_logits(_lagsum(x, 2)), y, ids)
    r = bd.compute()
    assert r["prefix_tokens"] + r["no_wrap_tokens"] + r["wrap_tokens"] == 3
    assert len(r["position_acc"]) == 3


def test_position_summary():
    s = position_summary([1.0, 0.5, float("nan"), 0.0], width=2)
    assert s == "0-1:0.75 2-3:0.00"
    assert math.isnan(ErrorBreakdown(lag=1).compute()["echo_rate"])
