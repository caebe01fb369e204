"""Command line: python3 -m tarrowcast.cli {forecast,backtest,describe} ..."""
import argparse
import os
import sys

from . import backtest, config, io, logging_utils, pipeline, validate
from ._vendor import textable


def cmd_forecast(a):
    cfg = config.load(a.config)
    if a.check:
        found = validate.problems(a.episodes)
        for p in found:
            print("episodes: " + p, file=sys.stderr)
        if found:
            return 2
    truth = a.truth
    if truth is None:
        guess = os.path.join(os.path.dirname(os.path.abspath(a.episodes)), "sample_truth.csv")
        truth = guess if os.path.abspath(a.episodes).endswith("sample_episodes") else None
    res = pipeline.run(cfg, a.episodes, a.out, truth, verbose=not a.quiet)
    logging_utils.log_run("forecast", cfg, res)
    return 0


def cmd_backtest(a):
    cfg = config.load(a.config)
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
    res = backtest.holdout_year(frame, cfg, verbose=True)
    rows = [[lead, s] for lead, s in enumerate(res["per_lead"], 1)]
    print(textable.render(rows, ["lead", "rmse"]))
    print("backtest %s: RMSE %.4f  MAE %.4f  NSE %.4f  (persistence RMSE %.4f)" % (
        "+".join(map(str, cfg["backtest"]["valid_years"])), res["rmse"], res["mae"], res["nse"],
        res["persistence_rmse"]))
    logging_utils.log_run("backtest", cfg, res)
    return 0


def cmd_describe(a):
    cfg = config.load(a.config)
    print(config.describe(cfg))
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
    rows = [[c, int(g.sum()), "%.2f%%" % (100 * g.mean())] for c, g in frame.gaps.items()]
    print(textable.render(rows, ["series", "gaps", "share"]))
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tarrowcast")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("forecast", help="fit on the record, forecast a folder of episodes")
    p.add_argument("--config", default="configs/default.toml")
    p.add_argument("--episodes", default="data/sample_episodes")
    p.add_argument("--out", default=None)
    p.add_argument("--truth", default=None, help="episode,lead,q_down: score the forecast")
    p.add_argument("--quiet", action="store_true")
    p.add_argument("--check", action="store_true", help="validate the episodes folder first")
    p.set_defaults(fn=cmd_forecast)
    p = sub.add_parser("backtest", help="fit on the training years, score the validation year")
    p.add_argument("--config", default="configs/default.toml")
    p.set_defaults(fn=cmd_backtest)
    p = sub.add_parser("describe", help="the configuration and the gaps of the record")
    p.add_argument("--config", default="configs/default.toml")
    p.set_defaults(fn=cmd_describe)
    a = ap.parse_args(argv)
    return a.fn(a)


if __name__ == "__main__":
    sys.exit(main())
