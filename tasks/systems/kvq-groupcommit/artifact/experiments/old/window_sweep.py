#!/usr/bin/env python3
"""Figure 4 (draft, dropped): WAL records lost per crash vs. group-commit window.

Reruns the Table 2 schedule on the local cluster once per window and
prints the records lost at each crash and the audit result.
"""
import configparser
import json
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
WINDOWS = [1, 5, 20, 50, 100]


def main():
    os.chdir(ROOT)
    rows = []
    for w in WINDOWS:
        cp = configparser.ConfigParser(inline_comment_prefixes=("#", ";"), interpolation=None)
        cp.read("conf/local.conf")
        cp.set("storage", "wal_flush_interval", str(w))
        conf = "/tmp/kvq-window-%d.conf" % w
        with open(conf, "w") as fh:
            cp.write(fh)
        out = "results/window-%d.json" % w
        subprocess.run([sys.executable, "harness/run_experiment.py", "--config", conf,
                        "--workload", "workloads/table2.wl", "--faults", "faults/table2.yaml",
                        "--out", out], check=True, stdout=subprocess.DEVNULL)
        doc = json.load(open(out))
        lost = [r["wal_lost"] for r in doc["phases"] if r["wal_lost"]]
        rows.append((w, lost, doc["audit"]["lost"]))
        print("window %3d: lost per crash %s, audit lost %d" % rows[-1])


if __name__ == "__main__":
    main()
