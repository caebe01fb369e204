"""One run: a workload under a fault schedule on a fresh local cluster.

Every phase of the schedule first applies its faults, then replays the
next slice of the workload with kvq-bench.  Node counters are read with
STATS before and after each phase; a phase row holds their sums over the
nodes, the client's view (stale and missing reads) and, for crashes, the
WAL records the victim had not yet made durable.
"""
import json
import os
import shutil
import subprocess
import tempfile
import time

from . import cluster as clustermod
from . import report


def count_ops(path):
    n = 0
    with open(path) as fh:
        for line in fh:
            if line.strip() and not line.startswith("#"):
                n += 1
    return n


def run_bench(bench, conf, args):
    cmd = [bench, "-c", conf] + args
    res = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         universal_newlines=True)
    if res.returncode != 0:
        raise RuntimeError("kvq-bench failed (%d): %s\n%s"
                           % (res.returncode, " ".join(cmd), res.stderr))
    return json.loads(res.stdout.strip().splitlines()[-1])


def run(cfg, sched, workload, workdir, keep_data=False, quiet=False):
    """Run `sched` (a faults.Schedule) over `workload`; return the result doc."""
    total = count_ops(workload)
    if total != sched.total_ops:
        raise SystemExit("workload %s has %d operations, schedule %s expects %d"
                         % (workload, total, sched.name, sched.total_ops))
    sched.validate(cfg)

    launcher = clustermod.make_launcher(cfg, workdir)
    kvqd_version = clustermod.check_binary(launcher.kvqd)
    bench = os.path.join(launcher.bin_dir, "kvq-bench")

    if os.path.isdir(launcher.data_root):
        shutil.rmtree(launcher.data_root)
    os.makedirs(launcher.data_root)
    statedir = tempfile.mkdtemp(prefix="kvq-state-")
    state = os.path.join(statedir, "acked.txt")

    cl = clustermod.Cluster(cfg, launcher)
    rows, crashes, restarts = [], [], []
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
                    lost = int(s["wal_buffered"])
                    wal_lost += lost
                    crashes.append({"node": f.node, "tick": tick, "wal_lost": lost})
                    report.add_into(acc, report.node_delta(s, base.pop(idx)))
                    cl.crash(idx, tick)
                else:
                    cl.restart(idx, tick)
                    s = cl.stats(idx)
                    restarts.append({"node": f.node, "tick": tick,
                                     "recovered": int(s["recovered"])})
                    base[idx] = {}
            live = ",".join(str(i) for i in sorted(cl.live))
            client = run_bench(bench, cfg.path, [
                "--workload", workload, "--from", str(tick),
                "--to", str(tick + phase.ops), "--live", live, "--state", state])
            tick += phase.ops
            for i in sorted(cl.live):
                report.add_into(acc, report.node_delta(cl.stats(i), base.get(i, {})))
            row = {"phase": phase.name, "wal_lost": wal_lost, "live": live}
            row.update(acc)
            for k in report.CLIENT_COUNTERS:
                row[k] = client[k]
            rows.append(row)
            if not quiet:
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
        "config": os.path.relpath(cfg.path, workdir),
        "workload": os.path.basename(workload),
        "schedule": sched.name,
        "kvqd_version": kvqd_version,
        "nodes_configured": len(cfg.nodes),
        "phases": rows,
        "crashes": crashes,
        "restarts": restarts,
        "audit": audit,
        "nodes": nodes,
        "elapsed_s": round(time.time() - t0, 2),
    }
    if not keep_data and cfg.harness("keep_data", "no") not in ("yes", "true", "1"):
        shutil.rmtree(launcher.data_root, ignore_errors=True)
    return doc
