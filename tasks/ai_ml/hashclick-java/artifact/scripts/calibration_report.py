#!/usr/bin/env python3
"""Reliability table of one trainer configuration (the trainer's --calibration output).

    python3 scripts/calibration_report.py --bits 16 --crosses ad:segment,site:device --bins 10
"""
import argparse
import os
import re
import subprocess

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JAR = os.path.join(HERE, "target", "hashclick-1.0.jar")
BIN = re.compile(r"calibration \[(\S+),(\S+)\) n=(\d+) predicted=(\S+) observed=(\S+)")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data-seed", type=int, default=7)
    ap.add_argument("--bits", type=int, default=16)
    ap.add_argument("--crosses", default="")
    ap.add_argument("--bins", type=int, default=10)
    a = ap.parse_args()
    data = os.path.join(HERE, "data", f"seed-{a.data_seed}")
    cmd = ["java", "-jar", JAR, "--train", os.path.join(data, "train.csv"), "--test", os.path.join(data, "test.csv"),
           "--bits", str(a.bits), "--calibration", str(a.bins)]
    if a.crosses:
        cmd += ["--crosses", a.crosses]
    res = subprocess.run(cmd, check=True, capture_output=True, text=True)
    print(f"{'bin':>13} {'n':>6} {'predicted':>10} {'observed':>9}")
    for line in res.stderr.splitlines():
        m = BIN.match(line)
        if m:
            lo, hi, n, p, o = m.groups()
            print(f"[{lo},{hi}) {int(n):6d} {p:>10} {o:>9}")
        elif line.startswith("calibration ece"):
            print(line.replace("calibration ", ""))


if __name__ == "__main__":
    main()
