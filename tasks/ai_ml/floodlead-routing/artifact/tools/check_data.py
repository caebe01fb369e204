#!/usr/bin/env python3
"""Data QA of the public record (or of an episodes folder): ranges, gaps, duplicated or missing
hours, rain totals per year.

    python3 tools/check_data.py [--data data] [--episodes DIR]
"""
import argparse
import collections
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import io, ratings, timeutil  # noqa: E402
from tarrowcast._vendor import textable  # noqa: E402

LIMITS = {"stage_a": (0.0, 6.0), "stage_b": (0.0, 6.0), "q_down": (0.0, 600.0)}


def gauge_report(rows):
    out = []
    for c in io.GAUGE_COLUMNS:
        vals = [r[c] for r in rows]
        blank = sum(1 for v in vals if not v.strip())
        x = np.array([float(v) for v in vals if v.strip()])
        lo, hi = LIMITS[c]
        out.append([c, len(vals), blank, float(x.min()), float(np.median(x)), float(x.max()),
                    int(np.sum((x < lo) | (x > hi)))])
    return textable.render(out, ["series", "rows", "blank", "min", "median", "max", "out of range"],
                           floatfmt=".3f")


def time_report(rows, column):
    hours = [timeutil.parse_hour(r[column]) for r in rows]
    steps = collections.Counter(b - a for a, b in zip(hours, hours[1:]))
    dup = sum(1 for k, v in collections.Counter(hours).items() if v > 1)
    return "%s: %d rows, steps %s, %d duplicated hours" % (column, len(rows), dict(steps), dup)


def rain_report(rows):
    per_year = collections.defaultdict(lambda: np.zeros(3))
    for r in rows:
        y = int(r["time_local"][:4])
        per_year[y] += [float(r[c] or 0) for c in io.RAIN_COLUMNS]
    out = [[y] + list(map(float, v)) for y, v in sorted(per_year.items())]
    return textable.render(out, ["year", "r1 mm", "r2 mm", "r3 mm"], floatfmt=".0f")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default="data")
    ap.add_argument("--episodes", default=None)
    a = ap.parse_args(argv)
    if a.episodes:
        g = io.read_rows(os.path.join(a.episodes, "gauges.csv"))
        r = io.read_rows(os.path.join(a.episodes, "rain.csv"))
        print("%d episodes" % len({x["episode"] for x in g}))
    else:
        g = io.read_rows(os.path.join(a.data, io.RECORD_GAUGES))
        r = io.read_rows(os.path.join(a.data, io.RECORD_RAIN))
        print(time_report(g, "time_utc"))
        print(time_report(r, "time_local"))
    print(gauge_report(g))
    print(rain_report(r))
    for gauge, col in (("a", "stage_a"), ("b", "stage_b")):
        s = np.array([float(x[col]) for x in g if x[col].strip()])
        print("gauge %s: %.2f%% of the readings above the highest gauging" % (
            gauge.upper(), 100 * ratings.out_of_range(s, gauge)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
