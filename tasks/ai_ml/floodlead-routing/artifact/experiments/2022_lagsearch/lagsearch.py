#!/usr/bin/env python3
"""Greedy lag search on the 2021 backtest (experiments/2022_lagsearch/README.md)."""
import argparse
import copy
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from tarrowcast import backtest, config, io  # noqa: E402

STEPS = {"q_lags": 6, "stage_a_lags": 6, "stage_b_lags": 6, "rain_lags": 3}


def score(frame, cfg):
    return backtest.holdout_year(frame, cfg)["rmse"]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="configs/default.toml")
    ap.add_argument("--budget", type=int, default=12, help="number of greedy steps")
    ap.add_argument("--stride", type=int, default=3, help="validation origins every STRIDE hours")
    a = ap.parse_args(argv)
    cfg = config.load(a.config)
    cfg["backtest"]["stride"] = a.stride
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
    feats = cfg["features"]
    for k, step in STEPS.items():
        feats[k] = step
    best = score(frame, cfg)
    print("start %s -> %.4f" % ({k: feats[k] for k in STEPS}, best))
    for it in range(a.budget):
        trials = []
        for k, step in STEPS.items():
            c = copy.deepcopy(cfg)
            c["features"][k] += step
            trials.append((score(frame, c), k))
        s, k = min(trials)
        if s > best - 0.005:
            print("step %d: no gain (best %.4f), stop" % (it, best))
            break
        feats[k] += STEPS[k]
        best = s
        print("step %d: %s -> %d  RMSE %.4f" % (it, k, feats[k], best))
    print("final %s  RMSE %.4f" % ({k: feats[k] for k in STEPS}, best))
    return 0


if __name__ == "__main__":
    sys.exit(main())
