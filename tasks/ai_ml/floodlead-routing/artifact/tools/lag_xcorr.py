#!/usr/bin/env python3
"""Travel-time estimate: cross-correlation of the hourly changes of an upstream series with those
of the forecast point, for lags 0..max.

    python3 tools/lag_xcorr.py [--max-lag 36] [--series stage_a stage_b r1 r2 r3]

The lag of the highest correlation is the typical travel (or response) time in hours.
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import io  # noqa: E402
from tarrowcast._vendor import textable  # noqa: E402


def xcorr(x, y, max_lag):
    """corr(x[t - k], y[t]) for k = 0..max_lag, on first differences."""
    dx, dy = np.diff(x), np.diff(y)
    out = []
    for k in range(max_lag + 1):
        a = dx[: len(dx) - k] if k else dx
        b = dy[k:]
        a = a - a.mean()
        b = b - b.mean()
        out.append(float(np.sum(a * b) / np.sqrt(np.sum(a * a) * np.sum(b * b))))
    return np.array(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default="data")
    ap.add_argument("--max-lag", type=int, default=36)
    ap.add_argument("--series", nargs="+", default=["stage_a", "stage_b", "r1", "r2", "r3"])
    ap.add_argument("--fill", default="mean")
    a = ap.parse_args(argv)
    frame = io.load_record(a.data, a.fill)
    rows = []
    for name in a.series:
        c = xcorr(frame.column(name), frame.q_down, a.max_lag)
        best = int(np.argmax(c))
        rows.append([name, best, float(c[best]), float(c[0])])
    print(textable.render(rows, ["series", "best lag h", "corr", "corr lag 0"], floatfmt=".3f"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
