#!/usr/bin/env python3
"""Pretty-print the scheduler trace of a serial log (loglevel=7 output):
demotions and boosts per job, for debugging the MLFQ rules.

    python3 tools/logtail.py results/logs/seed-11.log [--pid 6]
"""
import argparse
import collections
import re

DEMOTE = re.compile(r"mlfq: pid (\d+) demoted to level (\d+)")
BOOST = re.compile(r"mlfq: boost at tick (\d+)")
BEGIN = re.compile(r"^P (\w+) begin")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--pid", type=int)
    a = ap.parse_args()
    policy = None
    demotions = collections.Counter()
    boosts = collections.Counter()
    for line in open(a.log, errors="replace"):
        line = line.strip()
        m = BEGIN.match(line)
        if m:
            policy = m.group(1)
            continue
        m = DEMOTE.search(line)
        if m and (a.pid is None or int(m.group(1)) == a.pid):
            demotions[(policy, int(m.group(1)), int(m.group(2)))] += 1
            continue
        if BOOST.search(line):
            boosts[policy] += 1
    for (pol, pid, lvl), n in sorted(demotions.items()):
        print("%-6s pid %3d -> level %d  x%d" % (pol, pid, lvl, n))
    for pol, n in boosts.items():
        print("%-6s %d boosts" % (pol, n))


if __name__ == "__main__":
    main()
