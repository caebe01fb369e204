#!/usr/bin/env python3
"""Write the seeded sensor readings as CSV for COPY."""
import argparse
import datetime as dt
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import workload  # noqa: E402

START = dt.datetime(2021, 3, 1, tzinfo=dt.timezone.utc)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    n = 0
    with open(a.out, "w") as fh:
        for s, step, v in workload.readings(a.seed):
            ts = START + dt.timedelta(seconds=step * workload.STEP_S)
            fh.write("%d,%s,%d\n" % (s, ts.strftime("%Y-%m-%d %H:%M:%S+00"), v))
            n += 1
    print("wrote %d readings to %s" % (n, a.out))


if __name__ == "__main__":
    main()
