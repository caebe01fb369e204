#!/usr/bin/env python3
"""Kick buried jobs of the jobs tube back to ready (after fixing whatever made workers bury them).

The workers of v0.2 buried a trial whose training raised; v0.3 reports it as diverged instead,
so this is only needed for queues left over from old runs.
"""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hpsearch import config  # noqa: E402
from hpsearch.queue import Queue  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--broker", default="conf/broker.ini")
    ap.add_argument("--max", type=int, default=1000)
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    b = config.load_broker(args.broker)
    tube = b.tube("jobs")
    q = Queue(b, use=tube)
    buried = int(q.stats(tube).get("current-jobs-buried", 0))
    print(f"{tube}: {buried} buried")
    if buried and not args.dry_run:
        n = q._call("kick", min(buried, args.max))
        print(f"kicked {n}")
    q.close()


if __name__ == "__main__":
    main()
