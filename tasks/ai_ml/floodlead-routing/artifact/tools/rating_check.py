#!/usr/bin/env python3
"""Upstream discharge from the ratings against the forecast point's discharge: how much of it the
two upstream gauges explain, and the best travel time of each, per year.

    python3 tools/rating_check.py [--max-lag 30]
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import features, io, ratings, timeutil  # noqa: E402
from tarrowcast._vendor import textable  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default="data")
    ap.add_argument("--max-lag", type=int, default=30)
    ap.add_argument("--table", choices=["current", "2014"], default="current")
    a = ap.parse_args(argv)
    table = ratings.RATINGS if a.table == "current" else ratings.RATINGS_2014
    frame = io.load_record(a.data, "interpolate")
    qa = ratings.discharge(frame.stage_a, "a", table)
    qb = ratings.discharge(frame.stage_b, "b", table)
    years = np.array([timeutil.year_of(h) for h in frame.hours])
    rows = []
    for y in sorted(set(years)):
        m = years == y
        best = None
        for la in range(0, a.max_lag + 1, 2):
            for lb in range(0, a.max_lag + 1, 2):
                s = features.lagged(qa, la)[m] + features.lagged(qb, lb)[m]
                err = float(np.sqrt(np.mean((frame.q_down[m] - s) ** 2)))
                if best is None or err < best[0]:
                    best = (err, la, lb, float(np.mean(s) / np.mean(frame.q_down[m])))
        rows.append([int(y), best[1], best[2], best[0], best[3]])
    print(textable.render(rows, ["year", "lag A h", "lag B h", "rmse of A+B", "(A+B)/down"], floatfmt=".3f"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
