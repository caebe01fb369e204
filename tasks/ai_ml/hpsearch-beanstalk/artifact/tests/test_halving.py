import pytest

from hpsearch.halving import SuccessiveHalving, rank_key


def _configs(n):
    return [{"trial": i, "seed": i} for i in range(n)]


def test_rung_sizes_full():
    sh = SuccessiveHalving(_configs(27), eta=3, n_rungs=3)
    for expected in (27, 9, 3):
        assert len(sh.pending()) == expected
        for t in sh.pending():
            sh.report(t, {"val_acc": t / 100.0, "val_loss": 1.0})
        if len(sh.rungs) < 3:
            sh.promote()
    assert sh.finished()
    assert sh.best()["trial"] == 26


def test_duplicate_report_rejected():
    sh = SuccessiveHalving(_configs(9))
    assert sh.report(3, {"val_acc": 0.5, "val_loss": 1.0})
    assert not sh.report(3, {"val_acc": 0.9, "val_loss": 0.1})
    assert sh.results[0][3]["val_acc"] == 0.5


def test_unknown_trial_rejected():
    sh = SuccessiveHalving(_configs(9))
    assert not sh.report(42, {"val_acc": 1.0, "val_loss": 0.0})


def test_rank_ties_broken_by_loss_then_trial():
    rs = [{"trial": 2, "val_acc": 0.8, "val_loss": 0.5},
          {"trial": 1, "val_acc": 0.8, "val_loss": 0.5},
          {"trial": 0, "val_acc": 0.8, "val_loss": 0.4}]
    assert [r["trial"] for r in sorted(rs, key=rank_key)] == [0, 1, 2]


def test_nan_loss_ranks_last():
    rs = [{"trial": 0, "val_acc": 0.5, "val_loss": float("nan")},
          {"trial": 1, "val_acc": 0.5, "val_loss": 2.0}]
    assert sorted(rs, key=rank_key)[0]["trial"] == 1


def test_partial_rung_promotes_from_reported():
    sh = SuccessiveHalving(_configs(9), eta=3)
    for t in range(6):
        sh.report(t, {"val_acc": t / 10, "val_loss": 1.0})
    nxt = sh.promote()
    assert nxt == [4, 5]


def test_eta_must_be_at_least_two():
    with pytest.raises(ValueError):
        SuccessiveHalving(_configs(3), eta=1)
