#!/usr/bin/env python3
"""Plot two weeks of the record (rain, both stages, discharge) around the largest flood of a year.

    python3 tools/plot_hydrograph.py [--year 2020] [--out figures/hydrograph_2020.png]
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import io, plotting, timeutil  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default="data")
    ap.add_argument("--year", type=int, default=2020)
    ap.add_argument("--days", type=int, default=14)
    ap.add_argument("--out", default=None)
    a = ap.parse_args(argv)
    frame = io.load_record(a.data)
    a0, a1 = timeutil.year_bounds(a.year)
    idx = np.nonzero((frame.hours >= a0) & (frame.hours < a1))[0]
    peak = idx[int(np.argmax(frame.q_down[idx]))]
    start = max(0, peak - 24 * a.days // 2)
    out = a.out or "figures/hydrograph_%d.png" % a.year
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    plotting.hydrograph(frame, out, start, 24 * a.days,
                        "peak %.1f m3/s at %s" % (frame.q_down[peak], timeutil.format_hour(frame.hours[peak])))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
