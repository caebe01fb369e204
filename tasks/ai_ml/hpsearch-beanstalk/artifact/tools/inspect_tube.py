#!/usr/bin/env python3
"""Print the state of the search's tubes (ready / reserved / delayed / buried jobs).

    python3 tools/inspect_tube.py [--broker conf/broker.ini] [--watch 2]
"""
import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hpsearch import config  # noqa: E402
from hpsearch.queue import Queue  # noqa: E402

FIELDS = ("current-jobs-ready", "current-jobs-reserved", "current-jobs-delayed",
          "current-jobs-buried", "total-jobs", "current-watching")


def snapshot(q, tubes):
    rows = []
    for t in tubes:
        s = q.stats(t)
        rows.append((t, [s.get(f, "-") for f in FIELDS]))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--broker", default="conf/broker.ini")
    ap.add_argument("--watch", type=float, default=0, help="repeat every N seconds")
    args = ap.parse_args()
    b = config.load_broker(args.broker)
    q = Queue(b)
    tubes = [b.tube("jobs"), b.tube("results")]
    while True:
        print(f"{'tube':<14s}" + "".join(f"{f.replace('current-jobs-', ''):>10s}" for f in FIELDS))
        for t, vals in snapshot(q, tubes):
            print(f"{t:<14s}" + "".join(f"{str(v):>10s}" for v in vals))
        if not args.watch:
            break
        time.sleep(args.watch)
        print()
    q.close()


if __name__ == "__main__":
    main()
