#!/usr/bin/env python3
"""Compare the RESULT/SUMMARY lines of two runs (serial logs, simulator
output or fig2.csv files) and list every difference.

    python3 tools/compare_runs.py results/serial.log sim/sim.out

Exit status 1 if they differ. Useful when changing a scheduler: the kernel
and the simulator must agree on every count and final state.
"""
import csv
import sys


def load(path):
    res, summ = {}, {}
    if path.endswith(".csv"):
        for r in csv.DictReader(open(path)):
            res[(r["sched"], int(r["thread"]))] = (int(r["tickets"]), int(r["quanta"]), int(r["state"], 16))
        return res, summ
    for line in open(path):
        f = line.replace("\r", "").split()
        if not f or f[0] not in ("RESULT", "SUMMARY"):
            continue
        kv = dict(x.split("=", 1) for x in f[1:])
        if f[0] == "RESULT":
            res[(kv["sched"], int(kv["thread"]))] = (int(kv["tickets"]), int(kv["quanta"]), int(kv["state"], 16))
        else:
            summ[kv["sched"]] = (int(kv["maxlag"]), int(kv["switches"]))
    return res, summ


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    (ra, sa), (rb, sb) = load(sys.argv[1]), load(sys.argv[2])
    diffs = []
    for key in sorted(set(ra) | set(rb)):
        if ra.get(key) != rb.get(key):
            diffs.append("%s/%d: %s vs %s" % (key[0], key[1], ra.get(key), rb.get(key)))
    for s in sorted(set(sa) & set(sb)):
        if sa[s] != sb[s]:
            diffs.append("%s summary: maxlag/switches %s vs %s" % (s, sa[s], sb[s]))
    for d in diffs:
        print(d)
    print("%d difference(s)" % len(diffs))
    sys.exit(1 if diffs else 0)


if __name__ == "__main__":
    main()
