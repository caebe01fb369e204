#!/usr/bin/env python3
"""Run every (policy, utilisation) of Table 1 and collect the counters."""
import csv
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "lfsclean")
CONF = os.path.join(ROOT, "conf", "experiment.cfg")


def read_cfg(path):
    out = {}
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if "=" in line:
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip()
    return out


def main():
    cfg = read_cfg(CONF)
    if not os.path.exists(BIN):
        sys.exit("lfsclean is not built (cargo build --release)")
    rows = []
    for util in cfg["utilisations"].split():
        for pol in cfg["policies"].split():
            cmd = [BIN, "--config", CONF, "--policy", pol, "--util", util,
                   "--data-dir", os.path.join(ROOT, "data", "run")]
            p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
            if p.returncode != 0:
                sys.stderr.write(p.stderr)
                sys.exit("lfsclean failed for policy=%s util=%s (exit %d)" % (pol, util, p.returncode))
            rec = dict(kv.split("=", 1) for kv in p.stdout.split())
            print(p.stdout.strip(), flush=True)
            rows.append(rec)
    if len({r["checksum"] for r in rows}) != 1:
        sys.exit("runs disagree on the data read back: %s" % sorted({r["checksum"] for r in rows}))

    os.makedirs(os.path.join(ROOT, "results"), exist_ok=True)
    cols = ["policy", "util", "segments", "write_amp", "cleaned_segments", "moved_records",
            "mean_cleaned_util", "checksum"]
    with open(os.path.join(ROOT, "results", "table1.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=cols, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)

    by = {(r["policy"], r["util"]): float(r["write_amp"]) for r in rows}
    summary = {"checksum": rows[0]["checksum"], "wa_reduction_vs_greedy_pct": {}}
    for util in cfg["utilisations"].split():
        g = by[("greedy", util)]
        summary["wa_reduction_vs_greedy_pct"][util] = {
            pol: round(100 * (g - by[(pol, util)]) / g, 1) for pol in ("cost-benefit", "banded")}
    json.dump(summary, open(os.path.join(ROOT, "results", "summary.json"), "w"), indent=2)
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
