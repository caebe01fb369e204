#!/usr/bin/env python3
"""Table 3: the durability cost of the group-commit window.

    python3 harness/sweep.py --spec experiments/table3.yaml --config conf/local.conf \
        --out results/table3.json

For every window of the spec, every schedule drawn from the spec's seeds
(harness/schedgen.py) runs on a fresh cluster over the spec's workload;
each run is written to results/<tag>/<window>-s<seed>.json and the
per-window summary (harness/table3.py) to results/<tag>.json and .txt.
`--quick` runs the first two seeds only.
"""
import argparse
import os
import sys
import time

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from harness import experiment  # noqa: E402
from harness import report  # noqa: E402
from harness import schedgen  # noqa: E402
from harness import table3  # noqa: E402
from harness.config import ClusterConfig  # noqa: E402
from harness.faults import Schedule  # noqa: E402

GEN_KEYS = ("events", "max_down", "warm", "tail", "pair", "restart")


def timeline(sched):
    """[(tick, '-n3', '-n1'), (tick, '+n3'), ...]: the schedule's faults."""
    out, tick = [], 0
    for phase in sched.phases:
        if phase.faults:
            out.append((tick,) + tuple(("-" if f.kind == "crash" else "+") + f.node
                                       for f in phase.faults))
        tick += phase.ops
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--spec", default="experiments/table3.yaml")
    ap.add_argument("--config", default="conf/local.conf")
    ap.add_argument("--out", default="results/table3.json")
    ap.add_argument("--workdir", default=os.path.dirname(HERE))
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()

    with open(args.spec) as fh:
        spec = yaml.safe_load(fh)
    spec_dir = os.path.dirname(os.path.abspath(args.spec))
    workload = os.path.join(spec_dir, spec["workload"])
    gen = spec["schedules"]
    seeds = list(gen["seeds"])[:2] if args.quick else list(gen["seeds"])
    params = {k: gen[k] for k in GEN_KEYS if k in gen}
    tag = os.path.splitext(os.path.basename(args.out))[0]
    run_dir = os.path.join(os.path.dirname(os.path.abspath(args.out)), tag)
    os.makedirs(run_dir, exist_ok=True)

    base = ClusterConfig(args.config)
    names = [n.name for n in base.nodes]
    total = experiment.count_ops(workload)
    t0 = time.time()
    rows, runs = [], {}
    for window in spec["windows"]:
        conf = ClusterConfig(args.config, {("storage", "wal_flush_interval"): window})
        node_conf = conf.write(os.path.join(run_dir, "conf", "%s.conf" % window))
        cfg = ClusterConfig(node_conf)
        docs = []
        for seed in seeds:
            sched = Schedule(schedgen.generate(seed, total, names, **params))
            doc = experiment.run(cfg, sched, workload, args.workdir, quiet=True)
            doc.update(experiment=tag, window=window, seed=seed)
            name = "%s-s%d.json" % (window, seed)
            report.write_json(os.path.join(run_dir, name), doc)
            runs.setdefault(window, []).append(name)
            docs.append(doc)
            print("%s: window %-5s seed %-6s lost %-14s audit lost %d (%.1f s)"
                  % (tag, window, seed, ",".join(str(c["wal_lost"]) for c in doc["crashes"]),
                     doc["audit"]["lost"], doc["elapsed_s"]), flush=True)
            print("    faults %s" % timeline(sched), flush=True)
        rows.append(table3.summarize(window, docs))

    out = {"experiment": tag, "spec": os.path.relpath(args.spec, args.workdir)
           if not os.path.isabs(args.spec) else args.spec,
           "workload": os.path.basename(workload), "seeds": seeds, "quick": args.quick,
           "windows": rows, "runs": runs, "elapsed_s": round(time.time() - t0, 1)}
    report.write_json(args.out, out)
    text = table3.format_table(rows)
    with open(os.path.splitext(args.out)[0] + ".txt", "w") as fh:
        fh.write(text + "\n")
    print()
    print(text)
    print("wrote %s (%.0f s)" % (args.out, out["elapsed_s"]))


if __name__ == "__main__":
    main()
