#!/usr/bin/env python3
"""schedlab: reproduce Table 3 (mean turnaround and response times of the
four policies on the mixed interactive/batch/gaming workload).

For every seed in conf/experiment.conf, boot the kernel once under QEMU;
the guest runs every policy on the seed's workload and prints one record
per job on the serial console.  This script collects the records into

  results/logs/seed-<n>.log   the raw serial logs
  results/runs.csv            one row per (seed, policy, job), in ticks
  results/runs_summary.csv    one row per (seed, policy)
  results/table3.csv          Table 3, milliseconds, pooled over seeds
  results/summary.json        the same plus the headline comparisons
"""
import argparse
import csv
import json
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import qemu_common as qc  # noqa: E402

REC = re.compile(r"^R (\w+) pid=(\d+) cls=([IBG]) arr=(\d+) first=(\d+) done=(\d+) "
                 r"cpu=(\d+) sw=(\d+) lvl=(\d+)\s*$")
SUM = re.compile(r"^S (\w+) ticks=(\d+) idle=(\d+) disp=(\d+) boosts=(\d+) jobs=(\d+)\s*$")
CFG = re.compile(r"^CFG seed=(\d+) hz=(\d+) ")

FIELDS = ["pid", "cls", "arr", "first", "done", "cpu", "sw", "lvl"]


def parse_log(text):
    hz, seed, recs, sums = None, None, [], []
    for line in text.splitlines():
        line = line.rstrip("\r")
        m = CFG.match(line)
        if m:
            seed, hz = int(m.group(1)), int(m.group(2))
            continue
        m = REC.match(line)
        if m:
            g = m.groups()
            recs.append({"policy": g[0], "pid": int(g[1]), "cls": g[2], "arr": int(g[3]),
                         "first": int(g[4]), "done": int(g[5]), "cpu": int(g[6]),
                         "sw": int(g[7]), "lvl": int(g[8])})
            continue
        m = SUM.match(line)
        if m:
            g = m.groups()
            sums.append({"policy": g[0], "ticks": int(g[1]), "idle": int(g[2]),
                         "disp": int(g[3]), "boosts": int(g[4]), "jobs": int(g[5])})
    return hz, seed, recs, sums


def mean(xs):
    return statistics.fmean(xs) if xs else float("nan")


def table(rows, sums, hz, policies):
    ms = 1000.0 / hz
    out = []
    for pol in policies:
        rs = [r for r in rows if r["policy"] == pol]
        ss = [s for s in sums if s["policy"] == pol]
        turn = lambda sel: [(r["done"] - r["arr"]) * ms for r in rs if sel(r)]
        resp = lambda sel: [(r["first"] - r["arr"]) * ms for r in rs if sel(r)]
        out.append({
            "policy": pol,
            "jobs": len(rs),
            "turnaround_ms": round(mean(turn(lambda r: True)), 2),
            "response_ms": round(mean(resp(lambda r: True)), 2),
            "inter_response_ms": round(mean(resp(lambda r: r["cls"] == "I")), 2),
            "inter_turnaround_ms": round(mean(turn(lambda r: r["cls"] == "I")), 2),
            "batch_turnaround_ms": round(mean(turn(lambda r: r["cls"] == "B")), 2),
            "gamer_turnaround_ms": round(mean(turn(lambda r: r["cls"] == "G")), 2),
            "dispatches": round(mean([s["disp"] for s in ss]), 1),
            "makespan_ms": round(mean([s["ticks"] * ms for s in ss]), 1),
        })
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--exp", default=os.path.join(qc.ROOT, "conf", "experiment.conf"))
    ap.add_argument("--machine", default=os.path.join(qc.ROOT, "conf", "machine.conf"))
    ap.add_argument("--out", default=os.path.join(qc.ROOT, "results"))
    args = ap.parse_args()

    exp = qc.read_experiment(args.exp)
    machine = qc.read_kv(args.machine)
    if not os.path.exists(qc.KERNEL):
        raise SystemExit("no kernel at %s: run make first" % qc.KERNEL)
    os.makedirs(os.path.join(args.out, "logs"), exist_ok=True)

    all_rows, all_sums, hz = [], [], None
    for seed in exp["seeds"]:
        log_path = os.path.join(args.out, "logs", "seed-%d.log" % seed)
        cmd = qc.qemu_command(machine, qc.KERNEL,
                              qc.bootargs_for(exp, seed, machine.get("BOOTARGS", "")))
        secs = qc.boot(cmd, log_path, int(machine.get("BOOT_TIMEOUT", "180")))
        text = open(log_path, "rb").read().decode("ascii", errors="replace")
        if "DONE" not in text:
            raise SystemExit("seed %d: the guest did not finish (see %s)" % (seed, log_path))
        run_hz, run_seed, recs, sums = parse_log(text)
        if run_hz is None or run_seed != seed:
            raise SystemExit("seed %d: no configuration line in %s" % (seed, log_path))
        hz = run_hz
        for r in recs:
            r["seed"] = seed
        for s in sums:
            s["seed"] = seed
        all_rows += recs
        all_sums += sums
        print("seed %d: %d job records, %d runs, %.1f s" % (seed, len(recs), len(sums), secs))

    with open(os.path.join(args.out, "runs.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["seed", "policy"] + FIELDS)
        w.writeheader()
        for r in all_rows:
            w.writerow(r)
    with open(os.path.join(args.out, "runs_summary.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["seed", "policy", "ticks", "idle", "disp", "boosts", "jobs"])
        w.writeheader()
        for s in all_sums:
            w.writerow(s)

    rows = table(all_rows, all_sums, hz, exp["policies"])
    with open(os.path.join(args.out, "table3.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader()
        for r in rows:
            w.writerow(r)

    by = {r["policy"]: r for r in rows}
    summary = {"hz": hz, "seeds": exp["seeds"], "table3": rows}
    if "mlfq" in by and "mlfqa" in by:
        summary["gamer_turnaround_ratio_mlfqa_over_mlfq"] = round(
            by["mlfqa"]["gamer_turnaround_ms"] / by["mlfq"]["gamer_turnaround_ms"], 3)
        summary["batch_turnaround_ratio_mlfqa_over_mlfq"] = round(
            by["mlfqa"]["batch_turnaround_ms"] / by["mlfq"]["batch_turnaround_ms"], 3)
    with open(os.path.join(args.out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=2)

    print("\nTable 3 (hz=%d, seeds %s)" % (hz, " ".join(map(str, exp["seeds"]))))
    cols = ["policy", "turnaround_ms", "response_ms", "inter_response_ms",
            "batch_turnaround_ms", "gamer_turnaround_ms", "dispatches"]
    print("  ".join("%-19s" % c for c in cols))
    for r in rows:
        print("  ".join("%-19s" % r[c] for c in cols))


if __name__ == "__main__":
    main()
