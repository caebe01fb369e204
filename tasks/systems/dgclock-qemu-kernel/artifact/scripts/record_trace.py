#!/usr/bin/env python3
"""Record the first N references of every run (kernel option trace=N) for
one seed and save the serial log under results/traces/.

    python3 scripts/record_trace.py --seed 11 --refs 4096

Convert with tools/trace2csv.py, replay with tools/replay_trace.py.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import qemu_common as qc  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--refs", type=int, default=4096)
    ap.add_argument("--policies", default="fifo")
    ap.add_argument("--workloads", default="loop,hotcold,phase")
    a = ap.parse_args()
    conf = qc.experiment_conf()
    cmd = ("seed=%d frames=%d pages=%d length=%d trace=%d policies=%s workloads=%s scale=1"
           % (a.seed, conf["frames"], conf["pages"], conf["length"], a.refs,
              a.policies, a.workloads))
    log = qc.boot(cmd, timeout=600)
    out = os.path.join(qc.ROOT, "results", "traces")
    os.makedirs(out, exist_ok=True)
    path = os.path.join(out, "trace-seed-%d.log" % a.seed)
    with open(path, "w") as fh:
        fh.write(log)
    n = sum(1 for line in log.splitlines() if line.startswith("TRACE "))
    print("wrote %s (%d TRACE lines)" % (path, n))


if __name__ == "__main__":
    main()
