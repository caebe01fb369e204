#!/usr/bin/env python3
"""Ablation (2022 report, Table 3): the backtest without each group of rain features.

    python3 experiments/ablation_rain.py
"""
import copy
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import backtest, config, io  # noqa: E402
from tarrowcast._vendor import textable  # noqa: E402

VARIANTS = {
    "all": {},
    "no rain sums": {"rain_windows": []},
    "no rain lags": {"rain_lags": 0},
    "no API": {"api_decay": []},
    "no rain at all": {"rain_windows": [], "rain_lags": 0, "api_decay": []},
    "no season": {"seasonal": False},
}


def main():
    cfg = config.load("configs/default.toml")
    cfg["backtest"]["stride"] = 2
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
    rows = []
    for name, over in VARIANTS.items():
        c = copy.deepcopy(cfg)
        c["features"].update(over)
        r = backtest.holdout_year(frame, c)
        rows.append([name, r["rmse"], r["per_lead"][0], r["per_lead"][5], r["per_lead"][11]])
    print(textable.render(rows, ["variant", "rmse", "lead 1", "lead 6", "lead 12"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
