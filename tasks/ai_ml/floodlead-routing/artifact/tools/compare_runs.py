#!/usr/bin/env python3
"""Table of the logged runs (runs/log.jsonl): when, kind, model, fill, RMSE.

    python3 tools/compare_runs.py [--kind backtest] [--last 20]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import logging_utils  # noqa: E402
from tarrowcast._vendor import textable  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--log", default="runs/log.jsonl")
    ap.add_argument("--kind", default=None)
    ap.add_argument("--last", type=int, default=20)
    a = ap.parse_args(argv)
    runs = logging_utils.read_runs(a.log)
    if a.kind:
        runs = [r for r in runs if r["kind"] == a.kind]
    rows = []
    for r in runs[-a.last:]:
        m = dict(r["model"])
        kind = m.pop("kind", "?")
        rows.append([r["when"][:16], r["kind"], kind, ",".join("%s=%s" % kv for kv in sorted(m.items())),
                     r["fill"], r["result"].get("rmse")])
    print(textable.render(rows, ["when", "run", "model", "params", "fill", "rmse"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
