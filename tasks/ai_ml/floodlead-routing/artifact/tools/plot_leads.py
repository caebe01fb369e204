#!/usr/bin/env python3
"""RMSE against lead time for the runs logged in runs/log.jsonl (the last N backtests).

    python3 tools/plot_leads.py [--last 3] [--out figures/leads.png]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import logging_utils, plotting  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--log", default="runs/log.jsonl")
    ap.add_argument("--last", type=int, default=3)
    ap.add_argument("--out", default="figures/leads.png")
    a = ap.parse_args(argv)
    runs = [r for r in logging_utils.read_runs(a.log) if "per_lead" in r["result"]][-a.last:]
    if not runs:
        print("no run with per-lead scores in %s" % a.log)
        return 1
    labels = ["%s %s" % (r["kind"], r["model"].get("kind")) for r in runs]
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    plotting.lead_curve([r["result"]["per_lead"] for r in runs], a.out, labels)
    print(a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
