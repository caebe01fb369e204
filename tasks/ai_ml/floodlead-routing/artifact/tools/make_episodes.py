#!/usr/bin/env python3
"""Cut forecast episodes out of the public record, in the folder format of data/sample_episodes
(gauges.csv, rain.csv, origins.csv) plus a truth file, to test the forecast path on more
episodes than the sample has.

    python3 tools/make_episodes.py --year 2022 --every 200 --out runs/episodes_2022

Written in 2021 for the first operational trial; the origins are every EVERY hours (the trial
took every origin, wet or dry).
"""
import argparse
import csv
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import HISTORY_HOURS, LEADS, io, timeutil  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default="data")
    ap.add_argument("--year", type=int, default=2022)
    ap.add_argument("--every", type=int, default=200)
    ap.add_argument("--out", default="runs/episodes")
    a = ap.parse_args(argv)
    g = io.read_rows(os.path.join(a.data, io.RECORD_GAUGES))
    r = io.read_rows(os.path.join(a.data, io.RECORD_RAIN))
    h0, h1 = timeutil.year_bounds(a.year)
    hours = [timeutil.parse_hour(x["time_utc"]) for x in g]
    idx = [i for i, h in enumerate(hours) if h0 <= h < h1 and i >= HISTORY_HOURS and i + max(LEADS) < len(g)]
    origins = idx[:: a.every]
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "gauges.csv"), "w", newline="") as fg, \
            open(os.path.join(a.out, "rain.csv"), "w", newline="") as fr, \
            open(os.path.join(a.out, "origins.csv"), "w", newline="") as fo, \
            open(a.out.rstrip("/") + "_truth.csv", "w", newline="") as ft:
        wg, wr, wo, wt = csv.writer(fg), csv.writer(fr), csv.writer(fo), csv.writer(ft)
        wg.writerow(["episode", "time_utc", "stage_a", "stage_b", "q_down"])
        wr.writerow(["episode", "time_local", "r1", "r2", "r3"])
        wo.writerow(["episode", "origin_utc"])
        wt.writerow(["episode", "lead", "q_down"])
        for k, o in enumerate(origins):
            eid = "t%04d" % k
            wo.writerow([eid, g[o]["time_utc"]])
            for i in range(o - HISTORY_HOURS + 1, o + 1):
                wg.writerow([eid] + [g[i][c] for c in ("time_utc",) + io.GAUGE_COLUMNS])
                wr.writerow([eid] + [r[i][c] for c in ("time_local",) + io.RAIN_COLUMNS])
            for lead in LEADS:
                wt.writerow([eid, lead, g[o + lead]["q_down"]])
    print("%d episodes -> %s" % (len(origins), a.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
