#!/usr/bin/env python3
"""ASCII Gantt chart of a traced kestrel run.

Boot with trace=1 on the command line (make run ARGS="... trace=1 protos=pip")
and feed the console log to this script; one row per task, one column per
tick, '#' = running, '.' = active but not running, ' ' = no active job.
Activity is reconstructed from the TASK lines (releases) and the SCHED lines.
"""
import argparse
import re
import sys

SCHED = re.compile(r"SCHED t=(\d+) run=(-?\d+)")
TASK = re.compile(r"TASK id=(\d+) period=(\d+) phase=(\d+) wcet=(\d+)")


def load(path):
    tasks, sched = [], []
    with open(path) as fh:
        for line in fh:
            m = TASK.search(line)
            if m:
                tasks.append(tuple(int(x) for x in m.groups()))
                continue
            m = SCHED.search(line)
            if m:
                sched.append((int(m.group(1)), int(m.group(2))))
    return tasks, sched


def render(tasks, sched, start, width):
    run_at = {t: r for t, r in sched}
    ran = {i: 0 for i in range(len(tasks))}
    active = {i: False for i in range(len(tasks))}
    rows = {i: [] for i in range(len(tasks))}
    for t in range(0, start + width):
        for i, (_, period, phase, wcet) in enumerate(tasks):
            if t >= phase and (t - phase) % period == 0 and not active[i]:
                active[i] = True
                ran[i] = 0
        r = run_at.get(t, -1)
        for i, (_, period, phase, wcet) in enumerate(tasks):
            ch = " "
            if active[i]:
                ch = "#" if r == i else "."
            if t >= start:
                rows[i].append(ch)
        if r >= 0:
            ran[r] += 1
            if ran[r] >= tasks[r][3]:
                active[r] = False
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--width", type=int, default=120)
    args = ap.parse_args()
    tasks, sched = load(args.log)
    if not sched:
        sys.exit("no SCHED lines: boot with trace=1")
    rows = render(tasks, sched, args.start, args.width)
    ruler = "".join("|" if (args.start + k) % 10 == 0 else " " for k in range(args.width))
    print("     " + ruler)
    for i in sorted(rows):
        print("T%-3d %s" % (i, "".join(rows[i])))


if __name__ == "__main__":
    main()
