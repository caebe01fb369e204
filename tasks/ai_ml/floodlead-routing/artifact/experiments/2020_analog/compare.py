#!/usr/bin/env python3
"""Analogue vs. ridge on the 2021 backtest (experiments/2020_analog/README.md)."""
import argparse
import copy
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from tarrowcast import backtest, config, io  # noqa: E402
from tarrowcast._vendor import textable  # noqa: E402

# the analogue's state: the newest 6 h of the three river series and the 24 h rain sums
STATE = {"q_lags": 6, "stage_a_lags": 6, "stage_b_lags": 6, "rain_windows": [24], "rain_lags": 0,
         "api_decay": [], "seasonal": False}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="configs/default.toml")
    ap.add_argument("--k", type=int, nargs="+", default=[10, 20, 40])
    ap.add_argument("--stride", type=int, default=6)
    a = ap.parse_args(argv)
    cfg = config.load(a.config)
    cfg["backtest"]["stride"] = a.stride
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
    rows = [["ridge (operational)"] + _scores(backtest.holdout_year(frame, cfg))]
    for k in a.k:
        c = copy.deepcopy(cfg)
        c["features"] = dict(STATE)
        c["model"] = {"kind": "analog", "k": k}
        rows.append(["analogue k=%d" % k] + _scores(backtest.holdout_year(frame, c)))
    print(textable.render(rows, ["model", "rmse", "lead 1", "lead 6", "lead 12"]))
    return 0


def _scores(res):
    return [res["rmse"], res["per_lead"][0], res["per_lead"][5], res["per_lead"][11]]


if __name__ == "__main__":
    sys.exit(main())
