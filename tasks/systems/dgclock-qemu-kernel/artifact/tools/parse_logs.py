#!/usr/bin/env python3
"""Collect RESULT lines from serial logs into one CSV.

    python3 tools/parse_logs.py results/logs/*.log > all-runs.csv

Understands the log formats of kernel 1.1 to 1.4:
  1.1-1.2  "RESULT <workload> <policy> <faults> <writebacks>"
  1.3-1.4  "RESULT workload=.. policy=.. faults=.. writebacks=.. hand=.. checksum=.."
The seed and configuration come from the log's 'config' line (1.2 and
later) or from the file name (seed-N.log).
"""
import csv
import os
import re
import sys

FIELDS = ["file", "version", "seed", "frames", "pages", "length", "scale",
          "workload", "policy", "faults", "writebacks", "hand", "checksum"]


def parse_log(path):
    text = open(path, errors="replace").read().replace("\r", "")
    info = {"file": os.path.basename(path), "version": "", "seed": "", "frames": "",
            "pages": "", "length": "", "scale": "1"}
    m = re.search(r"seed-(\d+)", info["file"])
    if m:
        info["seed"] = m.group(1)
    rows = []
    for line in text.splitlines():
        m = re.match(r"dgclock-kernel (\S+) booting", line)
        if m:
            info["version"] = m.group(1)
        elif line.startswith("config "):
            for kv in line.split()[1:]:
                k, v = kv.split("=", 1)
                info[k] = v
        elif line.startswith("note: sampling"):
            m = re.search(r"scaled by (\d+)", line)
            info["scale"] = m.group(1) if m else "?"
        elif line.startswith("RESULT "):
            parts = line.split()[1:]
            row = dict(info)
            if "=" in parts[0]:
                row.update(kv.split("=", 1) for kv in parts)
            else:
                row.update(zip(["workload", "policy", "faults", "writebacks"], parts))
            rows.append(row)
    return rows


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    w = csv.DictWriter(sys.stdout, fieldnames=FIELDS, extrasaction="ignore")
    w.writeheader()
    for path in argv[1:]:
        for row in parse_log(path):
            w.writerow(row)


if __name__ == "__main__":
    main(sys.argv)
