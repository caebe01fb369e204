#!/usr/bin/env python3
"""Flood events of the record and how well the backtest model forecast their rising limbs.

    python3 tools/event_report.py [--config configs/default.toml] [--pct 95]
"""
import argparse
import collections
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import backtest, config, events, io, metrics, models, timeutil  # noqa: E402
from tarrowcast._vendor import textable  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--config", default="configs/default.toml")
    ap.add_argument("--pct", type=float, default=95.0)
    ap.add_argument("--list", action="store_true", help="list every event")
    a = ap.parse_args(argv)
    cfg = config.load(a.config)
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
    evs = events.find_events(frame, a.pct)
    by_season = collections.Counter(events.season_of(frame, e.peak) for e in evs)
    print("%d events above the %g percentile (%.1f m3/s): %s" % (
        len(evs), a.pct, events.threshold(frame.q_down, a.pct), dict(by_season)))
    if a.list:
        for e in evs:
            print("  " + e.describe(frame))
    fb, X, Y = backtest.design(frame, cfg)
    years = np.array([timeutil.year_of(h) for h in frame.hours])
    train = np.isin(years, cfg["backtest"]["train_years"]) & ~np.isnan(Y).any(axis=1)
    train[:72] = False
    valid = np.isin(years, cfg["backtest"]["valid_years"]) & ~np.isnan(Y).any(axis=1)
    model = models.make(cfg["model"]).fit(X[train], Y[train])
    rising = events.rising_rows(frame, evs)
    rows = []
    for name, m in (("all validation hours", valid), ("rising limbs", valid & rising),
                    ("other hours", valid & ~rising)):
        if m.sum() == 0:
            continue
        P = model.predict(X[m])
        rows.append([name, int(m.sum()), metrics.rmse(P, Y[m]), metrics.rmse(P[:, -1], Y[m][:, -1])])
    print(textable.render(rows, ["origins", "n", "rmse", "rmse lead 12"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
