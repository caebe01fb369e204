#!/usr/bin/env python3
"""Run a workload against a local kvq cluster under a fault schedule.

    python3 harness/run_experiment.py --config conf/local.conf \
        --workload workloads/table2.wl --faults faults/table2.yaml \
        --out results/table2.json

See harness/experiment.py for what a phase row holds.
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from harness import experiment  # noqa: E402
from harness import report  # noqa: E402
from harness.config import ClusterConfig  # noqa: E402
from harness.faults import Schedule  # noqa: E402


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
    sched = Schedule.load(args.faults)
    doc = experiment.run(cfg, sched, args.workload, args.workdir, keep_data=args.keep_data)
    doc["experiment"] = "table2"
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    report.write_json(args.out, doc)
    print()
    print(report.format_table(doc["phases"]))
    audit = doc["audit"]
    if audit:
        print("\naudit: %d keys, %d lost, %d stale, checksum %s"
              % (audit["keys"], audit["lost"], audit["stale"], audit["checksum"]))
    print("wrote %s (%.1f s)" % (args.out, doc["elapsed_s"]))


if __name__ == "__main__":
    main()
