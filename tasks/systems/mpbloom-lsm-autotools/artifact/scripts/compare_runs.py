#!/usr/bin/env python
"""Compare two directories of lsmbench JSON reports counter by counter.

usage: compare_runs.py DIR_A DIR_B [--only key1,key2]

Prints the counters that differ, with the relative change.  Handy after a
change to the engine: every counter is deterministic, so any difference is
caused by the change (except the timing fields).
"""
from __future__ import print_function

import json
import os
import sys

TIMING = {"load_seconds", "run_seconds", "ops_per_sec"}


def load_dir(d):
    out = {}
    for name in sorted(os.listdir(d)):
        if name.endswith(".json"):
            with open(os.path.join(d, name)) as fh:
                out[name] = json.load(fh)
    return out


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    only = None
    if len(argv) > 4 and argv[3] == "--only":
        only = set(argv[4].split(","))
    a, b = load_dir(argv[1]), load_dir(argv[2])
    ndiff = 0
    for name in sorted(set(a) | set(b)):
        if name not in a or name not in b:
            print("%s: only in %s" % (name, argv[1] if name in a else argv[2]))
            ndiff += 1
            continue
        for key in sorted(set(a[name]) | set(b[name])):
            if key in TIMING or (only and key not in only):
                continue
            va, vb = a[name].get(key), b[name].get(key)
            if va == vb:
                continue
            ndiff += 1
            if isinstance(va, (int, float)) and isinstance(vb, (int, float)) and va:
                print("%-28s %-24s %14s -> %-14s (%+.2f%%)" % (name, key, va, vb,
                                                            100.0 * (vb - va) / va))
            else:
                print("%-28s %-24s %s -> %s" % (name, key, va, vb))
    print("%d differences" % ndiff)
    return 1 if ndiff else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
