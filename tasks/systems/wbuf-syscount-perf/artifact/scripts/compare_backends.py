#!/usr/bin/env python3
"""Section 4.2: measure one cell with two backends and diff the counts.

    python3 scripts/compare_backends.py perf bpftrace [--workload steady --policy gather]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from wbench.backends import BackendError, get_backend  # noqa: E402
from wbench.config import load_measure, load_plan  # noqa: E402
from wbench.runner import Runner  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--workload", default="steady")
    ap.add_argument("--policy", default="gather")
    ap.add_argument("--records", type=int, default=2000)
    args = ap.parse_args()
    cfg = load_measure()
    cfg.repeat = 1
    wl = next(w for w in load_plan().workloads if w.name == args.workload)
    wl.records = args.records
    res = {}
    for name in (args.a, args.b):
        try:
            res[name] = Runner(cfg, get_backend(name, cfg.backend_opts)).cell(wl, args.policy)["syscalls"]
        except BackendError as e:
            print("%s: %s" % (name, e))
            return 1
    keys = sorted(set(res[args.a]) | set(res[args.b]))
    bad = 0
    for k in keys:
        x, y = res[args.a].get(k, 0), res[args.b].get(k, 0)
        bad += x != y
        print("%-10s %8d %8d %s" % (k, x, y, "" if x == y else "<-- differs"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
