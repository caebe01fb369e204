#!/usr/bin/env python3
"""Turn the TRACE blocks of a serial log (kernel booted with trace=N) into CSV.

    python3 tools/trace2csv.py results/serial.log > trace.csv

Columns: sched, quantum, next, runnable (thread ids joined by '+'),
maxlag_quanta. The records are hex in the log (see docs/TRACE_FORMAT.md).
"""
import argparse
import csv
import sys


def blocks(lines):
    """Yield (sched, [records]) per TRACE block; a truncated block is an error."""
    sched, recs, expect = None, [], 0
    for no, line in enumerate(lines, 1):
        f = line.split()
        if not f:
            continue
        if f[0] == "TRACE" and len(f) > 1 and f[1] == "end":
            if sched is None:
                raise ValueError("line %d: TRACE end without a start" % no)
            if len(recs) != expect:
                raise ValueError("trace of %s: %d records, header says %d" % (sched, len(recs), expect))
            yield sched, recs
            sched, recs = None, []
        elif f[0] == "TRACE":
            kv = dict(x.split("=", 1) for x in f[1:])
            sched, expect, recs = kv["sched"], int(kv["n"]), []
        elif f[0] == "T" and sched is not None:
            if len(f) != 5:
                raise ValueError("line %d: bad trace record %r" % (no, line))
            recs.append(tuple(int(x, 16) for x in f[1:]))
    if sched is not None:
        raise ValueError("trace of %s is not terminated (log cut off?)" % sched)


def mask_ids(mask):
    return "+".join(str(i) for i in range(16) if mask >> i & 1)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("log")
    ap.add_argument("--scale", type=int, default=10000, help="the run's scale= (default 10000)")
    ap.add_argument("--sched", help="only this scheduler")
    args = ap.parse_args()
    with open(args.log) as fh:
        lines = fh.read().replace("\r", "").splitlines()
    w = csv.writer(sys.stdout)
    w.writerow(["sched", "quantum", "next", "runnable", "maxlag_quanta"])
    for sched, recs in blocks(lines):
        if args.sched and sched != args.sched:
            continue
        for q, nxt, mask, maxlag in recs:
            w.writerow([sched, q, nxt, mask_ids(mask), "%.4f" % (maxlag / float(args.scale))])


if __name__ == "__main__":
    main()
