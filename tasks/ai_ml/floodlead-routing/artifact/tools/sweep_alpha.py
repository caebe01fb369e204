#!/usr/bin/env python3
"""Ridge penalty sweep on the 2021 backtest.

    python3 tools/sweep_alpha.py [--config configs/default.toml] [--alphas 0.1 1 10 100]
"""
import argparse
import copy
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import backtest, config, io  # noqa: E402
from tarrowcast._vendor import textable  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--config", default="configs/default.toml")
    ap.add_argument("--alphas", type=float, nargs="+", default=[0.01, 0.1, 1.0, 10.0, 100.0, 1000.0])
    a = ap.parse_args(argv)
    cfg = config.load(a.config)
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
    rows = []
    for alpha in a.alphas:
        c = copy.deepcopy(cfg)
        c["model"] = {"kind": "ridge", "alpha": alpha}
        res = backtest.holdout_year(frame, c)
        rows.append([alpha, res["rmse"], res["per_lead"][0], res["per_lead"][-1]])
    print(textable.render(rows, ["alpha", "rmse", "lead 1", "lead 12"]))
    best = min(rows, key=lambda r: r[1])
    print("best alpha %g (RMSE %.4f)" % (best[0], best[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
