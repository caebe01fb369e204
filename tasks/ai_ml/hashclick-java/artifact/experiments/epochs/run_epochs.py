#!/usr/bin/env python3
"""Does a second pass help? (Section 5 of the workshop version; not in the short paper.)

Trains 1-4 epochs at 2^16 and 2^20 buckets with crosses and prints test log loss / AUC.

    python3 experiments/epochs/run_epochs.py [--data-seed 7]
"""
import argparse
import json
import os
import subprocess

HERE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
JAR = os.path.join(HERE, "target", "hashclick-1.0.jar")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data-seed", type=int, default=7)
    ap.add_argument("--epochs", default="1,2,3,4")
    a = ap.parse_args()
    data = os.path.join(HERE, "data", f"seed-{a.data_seed}")
    for bits in (16, 20):
        for e in [int(x) for x in a.epochs.split(",")]:
            cmd = ["java", "-jar", JAR, "--train", os.path.join(data, "train.csv"),
                   "--test", os.path.join(data, "test.csv"), "--bits", str(bits),
                   "--crosses", "ad:segment,site:device", "--epochs", str(e)]
            r = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
            print(f"bits={bits} epochs={e} logloss={r['logloss']:.5f} auc={r['auc']:.5f}")


if __name__ == "__main__":
    main()
