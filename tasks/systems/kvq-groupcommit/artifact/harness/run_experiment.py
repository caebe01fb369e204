#!/usr/bin/env python3
"""Run a workload against a local kvq cluster under a fault schedule.

    python3 harness/run_experiment.py --config conf/local.conf \
        --workload workloads/table2.wl --faults faults/table2.yaml \
        --out results/table2.json

Every phase of the schedule first applies its faults, then replays the
next slice of the workload with kvq-bench.  Node counters are read with
STATS before and after each phase; the table reports their sums over the
nodes, plus the client's view (stale and missing reads) and, for crashes,
the WAL records the victim had not yet made durable.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from harness import cluster as clustermod  # noqa: E402
from harness import report  # noqa: E402
from harness.config import ClusterConfig  # noqa: E402
from harness.faults import Schedule  # noqa: E402


def count_ops(path):
    n = 0
    with open(path) as fh:
        for line in fh:
            if line.strip() and not line.startswith("#"):
                n += 1
    return n


def run_bench(bench, conf, args):
    cmd = [bench, "-c", conf] + args
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        sys.stderr.write(res.stderr)
        raise SystemExit("kvq-bench failed (%d): %s" % (res.returncode, " ".join(cmd)))
    return json.loads(res.stdout.strip().splitlines()[-1])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--config", default="conf/local.conf")
    ap.add_argument("--workload", required=True)
    ap.add_argument("--faults", required=True)
    ap.add_argument("--out", default="results/table2.json")
    ap.add_argument("--workdir", default=os.path.dirname(HERE))
    ap.add_argument("--keep-data", action="store_true")
    args = ap.parse_args()

    cfg = ClusterConfig(args.config)
    sched = Schedule(args.faults)
    sched.validate(cfg)
    total = count_ops(args.workload)
    if total != sched.total_ops:
        raise SystemExit("workload has %d operations, schedule %s expects %d"
                         % (total, sched.name, sched.total_ops))

    launcher = clustermod.make_launcher(cfg, args.workdir)
    kvqd_version = clustermod.check_binary(launcher.kvqd)
    bench = os.path.join(launcher.bin_dir, "kvq-bench")

    if os.path.isdir(launcher.data_root):
        shutil.rmtree(launcher.data_root)
    os.makedirs(launcher.data_root)
    statedir = tempfile.mkdtemp(prefix="kvq-state-")
    state = os.path.join(statedir, "acked.txt")

    cl = clustermod.Cluster(cfg, launcher)
    rows = []
    t0 = time.time()
    tick = 0
    try:
        cl.start_all()
        for phase in sched.phases:
            base = {i: cl.stats(i) for i in cl.live}
            acc = {}
            wal_lost = 0
            for f in phase.faults:
                idx = cfg.node(f.node).idx
                if f.kind == "crash":
                    s = cl.stats(idx)
                    wal_lost += int(s["wal_buffered"])
                    report.add_into(acc, report.node_delta(s, base.pop(idx)))
                    cl.crash(idx, tick)
                else:
                    cl.restart(idx, tick)
                    base[idx] = {}
            live = ",".join(str(i) for i in sorted(cl.live))
            client = run_bench(bench, cfg.path, [
                "--workload", args.workload, "--from", str(tick),
                "--to", str(tick + phase.ops), "--live", live, "--state", state])
            tick += phase.ops
            for i in sorted(cl.live):
                report.add_into(acc, report.node_delta(cl.stats(i), base.get(i, {})))
            row = {"phase": phase.name, "wal_lost": wal_lost, "live": live}
            row.update(acc)
            for k in report.CLIENT_COUNTERS:
                row[k] = client[k]
            rows.append(row)
            print("phase %-8s done: %d ops, live {%s}" % (phase.name, phase.ops, live),
                  flush=True)

        audit = None
        if sched.audit:
            base = {i: cl.stats(i) for i in cl.live}
            audit = run_bench(bench, cfg.path, ["--audit", "--tick", str(tick),
                                                "--live", ",".join(str(i) for i in sorted(cl.live)),
                                                "--state", state])
            acc = {}
            for i in sorted(cl.live):
                report.add_into(acc, report.node_delta(cl.stats(i), base[i]))
            row = {"phase": "audit", "ops": audit["keys"], "wal_lost": 0,
                   "stale_reads": audit["stale"], "missing_reads": audit["lost"],
                   "unavailable": 0, "puts": 0, "gets": audit["keys"],
                   "live": ",".join(str(i) for i in sorted(cl.live))}
            row.update(acc)
            rows.append(row)

        nodes = {}
        for i in sorted(cl.live):
            s = cl.stats(i)
            nodes[cfg.node(i).name] = {"keys": int(s["keys"]), "digest": s["digest"],
                                       "write_quorum": int(s["write_quorum"]),
                                       "read_quorum": int(s["read_quorum"]),
                                       "flush_ticks": int(s["flush_ticks"])}
    finally:
        cl.shutdown()
        shutil.rmtree(statedir, ignore_errors=True)

    doc = {
        "experiment": "table2",
        "config": os.path.relpath(cfg.path, args.workdir),
        "workload": os.path.basename(args.workload),
        "schedule": sched.name,
        "kvqd_version": kvqd_version,
        "nodes_configured": len(cfg.nodes),
        "phases": rows,
        "audit": audit,
        "nodes": nodes,
        "elapsed_s": round(time.time() - t0, 2),
    }
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    report.write_json(args.out, doc)
    print()
    print(report.format_table(rows))
    if audit:
        print("\naudit: %d keys, %d lost, %d stale, checksum %s"
              % (audit["keys"], audit["lost"], audit["stale"], audit["checksum"]))
    print("wrote %s (%.1f s)" % (args.out, doc["elapsed_s"]))
    if not args.keep_data and cfg.harness("keep_data", "no") not in ("yes", "true", "1"):
        shutil.rmtree(launcher.data_root, ignore_errors=True)


if __name__ == "__main__":
    main()
