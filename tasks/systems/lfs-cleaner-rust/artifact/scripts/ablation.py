#!/usr/bin/env python3
"""Ablations of cost-benefit cleaning (follow-up study, section 3):

* age clock: segment age in user updates vs in segments sealed;
* clean slack: how many segments beyond the reserve one cleaner run frees;
* spare segments on top of the utilisation-derived log size.

Each knob is varied alone around the values of the configuration given.
Writes results/ablation.csv.
"""
import argparse
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lfsruns import ROOT, run_lfsclean  # noqa: E402

KNOBS = {
    "age_clock": ["updates", "seals"],
    "clean_slack": [1, 2, 4, 8],
    "spare_segments": [2, 3, 4],
}


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default=os.path.join(ROOT, "conf", "experiment.cfg"))
    ap.add_argument("--policies", default="cost-benefit,banded")
    ap.add_argument("--utils", default="80,90")
    ap.add_argument("--updates", type=int)
    ap.add_argument("--out", default=os.path.join(ROOT, "results", "ablation.csv"))
    args = ap.parse_args()

    rows = []
    for knob, values in KNOBS.items():
        for val in values:
            for pol in args.policies.split(","):
                for util in args.utils.split(","):
                    rec = run_lfsclean(args.config, pol, util=int(util), sets={knob: val}, updates=args.updates,
                                       data_dir=os.path.join(ROOT, "data", "ablation"))
                    rows.append({"knob": knob, "value": val, "policy": pol, "util": util,
                                 "write_amp": rec["write_amp"], "cleaned_segments": rec["cleaned_segments"],
                                 "mean_cleaned_util": rec["mean_cleaned_util"]})
                    print("%-15s %-8s %-13s %s%%  WA %.4f" % (knob, val, pol, util, rec["write_amp"]), flush=True)
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
