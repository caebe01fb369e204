#!/usr/bin/env python3
"""Summarise a SYSCOUNT_OUT file (one line per process) as a table.

    python3 syscount_report.py counts.txt [--by-pid]
"""
import re
import sys

FIELD = re.compile(r"(\w+)=(\d+)")


def parse(path):
    procs = []
    for line in open(path):
        if line.startswith("syscount "):
            procs.append({k: int(v) for k, v in FIELD.findall(line)})
    return procs


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    by_pid = "--by-pid" in sys.argv
    if not args:
        print(__doc__)
        return 2
    procs = parse(args[0])
    names = sorted({k for p in procs for k in p if k != "pid"})
    if by_pid:
        print("%8s " % "pid" + " ".join("%10s" % n for n in names))
        for p in procs:
            print("%8d " % p.get("pid", 0) + " ".join("%10d" % p.get(n, 0) for n in names))
    tot = {n: sum(p.get(n, 0) for p in procs) for n in names}
    print("%8s " % "total" + " ".join("%10d" % tot[n] for n in names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
