#!/usr/bin/env python3
"""Backtest and sample-episode RMSE of several configurations side by side.

    python3 tools/compare_configs.py configs/default.toml configs/mlp_2021.toml [...]
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import backtest, config, io, pipeline  # noqa: E402
from tarrowcast._vendor import textable  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("configs", nargs="+")
    ap.add_argument("--episodes", default="data/sample_episodes")
    ap.add_argument("--truth", default="data/sample_truth.csv")
    ap.add_argument("--skip-backtest", action="store_true")
    a = ap.parse_args(argv)
    rows = []
    for path in a.configs:
        t0 = time.time()
        cfg = config.load(path)
        bt = None
        if not a.skip_backtest:
            frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
            bt = backtest.holdout_year(frame, cfg)["rmse"]
        res = pipeline.run(cfg, a.episodes, os.path.join("runs", "cmp_%s.csv" % os.path.basename(path)),
                           a.truth, verbose=False)
        rows.append([os.path.basename(path), config.describe(cfg), bt, res.get("rmse"), time.time() - t0])
    print(textable.render(rows, ["config", "model", "backtest", "episodes", "seconds"], floatfmt=".3f"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
