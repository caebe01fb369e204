#!/usr/bin/env python3
"""Table 2: test log loss / AUC of hashed logistic regression vs. hash size and feature crosses.

Generates the click logs if needed (data/gen_clicks.py) and runs the Java trainer
(target/hashclick-1.0.jar, built with `mvn package`) once per configuration.
"""
import argparse
import csv
import json
import os
import subprocess
import sys

JAR = os.path.join("target", "hashclick-1.0.jar")
BITS = [8, 12, 16, 20]
CROSSES = ["", "ad:segment,site:device"]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data-seed", type=int, default=7)
    ap.add_argument("--out", default="results/table2.csv")
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    os.chdir(here)
    if not os.path.exists(JAR):
        sys.exit(f"{JAR} not found: build the trainer first (mvn -q package)")
    data = os.path.join("data", f"seed-{a.data_seed}")
    if not os.path.exists(os.path.join(data, "test.csv")):
        subprocess.run([sys.executable, "data/gen_clicks.py", "--seed", str(a.data_seed), "--out", data], check=True)
    rows = []
    for crosses in CROSSES:
        for bits in BITS:
            cmd = ["java", "-jar", JAR, "--train", os.path.join(data, "train.csv"),
                   "--test", os.path.join(data, "test.csv"), "--bits", str(bits)]
            if crosses:
                cmd += ["--crosses", crosses]
            res = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
            res["crosses"] = res["crosses"] or "none"
            rows.append(res)
            print(f"bits={bits:2d} crosses={res['crosses']:24s} logloss={res['logloss']:.4f} auc={res['auc']:.4f}")
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["bits", "crosses", "logloss", "auc", "nonzero"])
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
