#!/usr/bin/env python3
"""Per-episode errors of the operational model on a folder of episodes with known outcomes.

    python3 tools/episode_report.py [--episodes data/sample_episodes] [--truth data/sample_truth.csv]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import config, diagnostics, io, metrics, pipeline, timeutil  # noqa: E402
from tarrowcast._vendor import textable  # noqa: E402


def season(h):
    doy, _ = timeutil.hour_of_year(h)
    return "winter" if doy < 80 or doy >= 355 else "spring" if doy < 172 else "summer" if doy < 266 else "autumn"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--config", default="configs/default.toml")
    ap.add_argument("--episodes", default="data/sample_episodes")
    ap.add_argument("--truth", default="data/sample_truth.csv")
    ap.add_argument("--worst", type=int, default=8)
    a = ap.parse_args(argv)
    cfg = config.load(a.config)
    fb, model = pipeline.fit(cfg)
    eps = io.load_episodes(a.episodes, cfg["data"]["fill"])
    _, P = pipeline.forecast(fb, model, eps)
    truth = io.load_truth(a.truth)
    rows = diagnostics.episode_table(eps, P, truth)
    print("episodes RMSE %.4f over %d episodes" % (
        metrics.rmse(P, [[truth[(e.episode, k)] for k in range(1, P.shape[1] + 1)] for e in eps]), len(eps)))
    print(textable.render(diagnostics.worst(rows, a.worst), ["episode", "q origin", "q max 12h", "rmse", "bias"]))
    for k, (s, n) in diagnostics.by_season(eps, P, truth, season).items():
        print("%-8s RMSE %.4f (%d episodes)" % (k, s, n))
    return 0


if __name__ == "__main__":
    sys.exit(main())
