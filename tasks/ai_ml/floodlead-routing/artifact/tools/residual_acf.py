#!/usr/bin/env python3
"""Autocorrelation of the backtest residuals per lead (are the errors of neighbouring origins
independent? they are not: an hourly backtest has ~12 h of overlap between origins).

    python3 tools/residual_acf.py [--config configs/default.toml] [--lead 6] [--max-lag 48]
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import backtest, config, io, models, timeutil  # noqa: E402


def acf(x, max_lag):
    x = np.asarray(x, float) - np.mean(x)
    d = np.sum(x * x)
    return np.array([np.sum(x[: len(x) - k] * x[k:]) / d for k in range(max_lag + 1)])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--config", default="configs/default.toml")
    ap.add_argument("--lead", type=int, default=6)
    ap.add_argument("--max-lag", type=int, default=48)
    a = ap.parse_args(argv)
    cfg = config.load(a.config)
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
    fb, X, Y = backtest.design(frame, cfg)
    years = np.array([timeutil.year_of(h) for h in frame.hours])
    ok = ~np.isnan(Y).any(axis=1)
    ok[:72] = False
    train = ok & np.isin(years, cfg["backtest"]["train_years"])
    valid = ok & np.isin(years, cfg["backtest"]["valid_years"])
    m = models.make(cfg["model"]).fit(X[train], Y[train])
    r = m.predict(X[valid])[:, a.lead - 1] - Y[valid][:, a.lead - 1]
    c = acf(r, a.max_lag)
    eff = len(r) / (1 + 2 * np.sum(c[1:]))
    for k in (1, 2, 3, 6, 12, 24, 48):
        if k <= a.max_lag:
            print("lag %2d h: %.3f" % (k, c[k]))
    print("lead %d: %d origins, effective sample size about %.0f" % (a.lead, len(r), eff))
    return 0


if __name__ == "__main__":
    sys.exit(main())
