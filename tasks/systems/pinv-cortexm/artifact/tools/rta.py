#!/usr/bin/env python3
"""Response-time analysis (RTA) with blocking terms for a kestrel task set.

Reads the TASK/CEIL lines of a console log (or a JSON task list) and prints,
for each task, the analytic worst-case blocking B_i and response time R_i
under the three protocols:

  none : B_i is unbounded in general; we report the sum of all lower-priority
         critical sections on shared resources plus the interference of the
         medium-priority tasks, i.e. the bound is reported as "inf" whenever a
         medium-priority task exists between a user of a resource and a
         lower-priority user of the same resource.
  pip  : B_i = sum over resources r used by lower-priority tasks with
         ceiling(r) <= i of the longest such section (at most one per
         resource; no nesting in kestrel).
  pcp  : B_i = the longest single section of a lower-priority task on a
         resource whose ceiling is <= i.

R_i = C_i + B_i + sum_{j<i} ceil(R_i / T_j) C_j (fixed point).

The analysis is in ticks, like the kernel.  It is a companion to the paper's
Section 4 and is not used to produce Table 2.
"""
import argparse
import json
import math
import sys


def parse_tasks(path):
    if path.endswith(".json"):
        with open(path) as fh:
            return json.load(fh)
    tasks = []
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if not line.startswith("TASK "):
                continue
            kv = dict(p.split("=", 1) for p in line.split()[1:])
            tasks.append({k: int(v) for k, v in kv.items()})
            if len(tasks) > 1 and tasks[-1]["id"] == 0:
                # a second boot in the same file: keep the first task set
                tasks.pop()
                break
    return tasks


def ceilings(tasks):
    ceil = {}
    for i, t in enumerate(tasks):
        r = t.get("res", -1)
        if r is not None and r >= 0:
            ceil.setdefault(r, i)
    return ceil


def blocking(tasks, i, proto):
    ceil = ceilings(tasks)
    sections = [(t["res"], t["cs"]) for t in tasks[i + 1:] if t.get("res", -1) >= 0 and t["cs"] > 0]
    if proto == "none":
        users_above = {r for r, _ in sections if ceil[r] <= i}
        if not users_above:
            return 0
        # a medium task between i and the lowest user can preempt the holder
        lowest = max(k for k, t in enumerate(tasks) if t.get("res", -1) in users_above)
        if any(k for k in range(i + 1, lowest)):
            return math.inf
        return sum(cs for r, cs in sections if r in users_above)
    if proto == "pip":
        per_res = {}
        for r, cs in sections:
            if ceil[r] <= i:
                per_res[r] = max(per_res.get(r, 0), cs)
        return sum(per_res.values())
    if proto == "pcp":
        return max([cs for r, cs in sections if ceil[r] <= i], default=0)
    raise ValueError(proto)


def response_time(tasks, i, b, limit=100000):
    if b == math.inf:
        return math.inf
    c = tasks[i]["wcet"]
    r = c + b
    while r <= limit:
        nr = c + b + sum(math.ceil(r / tasks[j]["period"]) * tasks[j]["wcet"] for j in range(i))
        if nr == r:
            return r
        r = nr
    return math.inf


def analyse(tasks):
    out = []
    for i, t in enumerate(tasks):
        row = {"id": i, "period": t["period"], "wcet": t["wcet"]}
        for p in ("none", "pip", "pcp"):
            b = blocking(tasks, i, p)
            r = response_time(tasks, i, b)
            row["B_" + p] = b
            row["R_" + p] = r
            row["ok_" + p] = r <= t["period"]
        out.append(row)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("log", help="console log with TASK lines, or a JSON task list")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    tasks = parse_tasks(args.log)
    if not tasks:
        sys.exit("no TASK lines in %s" % args.log)
    rows = analyse(tasks)
    if args.json:
        print(json.dumps(rows, indent=2, default=str))
        return
    print("%3s %6s %5s | %6s %6s %6s | %6s %6s %6s" % ("id", "T", "C", "B_none", "B_pip", "B_pcp",
                                                     "R_none", "R_pip", "R_pcp"))
    for r in rows:
        print("%3d %6d %5d | %6s %6s %6s | %6s %6s %6s" % (
            r["id"], r["period"], r["wcet"], r["B_none"], r["B_pip"], r["B_pcp"],
            r["R_none"], r["R_pip"], r["R_pcp"]))


if __name__ == "__main__":
    main()
