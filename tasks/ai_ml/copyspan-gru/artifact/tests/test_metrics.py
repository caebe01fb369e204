import torch

from copyspan.metrics import IGNORE_INDEX, TaggingMetrics, confusion


def onehot_logits(pred, num_classes=10):
    return torch.nn.functional.one_hot(pred, num_classes).float()


def test_token_and_seq_acc():
    labels = torch.tensor([[1, 2, 3, 4], [5, 6, 7, 8]])
    pred = torch.tensor([[1, 2, 3, 4], [5, 6, 0, 8]])
    m = TaggingMetrics()
    m.update(onehot_logits(pred), labels)
    r = m.compute()
    assert r["token_acc"] == 7 / 8
    assert r["seq_acc"] == 0.5


def test_padding_ignored():
    labels = torch.tensor([[1, 2, IGNORE_INDEX, IGNORE_INDEX]])
    pred = torch.tensor([[1, 2, 9, 9]])
    m = TaggingMetrics()
    m.update(onehot_logits(pred), labels)
    assert m.compute()["token_acc"] == 1.0
    assert m.compute()["seq_acc"] == 1.0


def test_tail_fraction():
    labels = torch.tensor([[1, 1, 1, 1, 1, 1, 1, 1]])
    pred = torch.tensor([[1, 1, 1, 1, 0, 0, 1, 1]])
    m = TaggingMetrics(tail_frac=0.5)
    m.update(onehot_logits(pred), labels)
    r = m.compute()
    assert r["tail_acc"] == 0.5
    assert r["token_acc"] == 0.75


def test_confusion():
    labels = torch.tensor([[0, 1, 1]])
    pred = torch.tensor([[0, 1, 0]])
    c = confusion(onehot_logits(pred), labels)
    assert c[1, 0] == 1 and c[1, 1] == 1 and c[0, 0] == 1
