import copy
import os

from tarrowcast import backtest, config, io


def test_debug_backtest_runs(root):
    os.chdir(root)
    cfg = config.load("configs/debug.toml")
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
    res = backtest.holdout_year(frame, cfg)
    assert res["n_train"] > 8000 and res["n_valid"] > 1000
    assert res["rmse"] < res["persistence_rmse"]
    assert len(res["per_lead"]) == 12


def test_config_merge():
    base = config.DEFAULTS
    out = config.merge(base, {"model": {"alpha": 5.0}})
    assert out["model"] == {"kind": "ridge", "alpha": 5.0}
    assert base["model"]["alpha"] == 1.0
    assert copy.deepcopy(out) == out
