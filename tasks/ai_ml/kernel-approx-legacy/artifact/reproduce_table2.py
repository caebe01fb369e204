#!/usr/bin/env python
"""Reproduce Table 2 of the paper: test RMSE of exact vs. approximate kernel ridge regression."""
import argparse
import os
import time

from rffbench.config import load_config
from rffbench.evaluate import run_table


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="configs/table2.yaml")
    ap.add_argument("--out", default="results/table2.csv")
    args = ap.parse_args()
    cfg = load_config(args.config)
    t0 = time.time()
    table = run_table(cfg)
    out_dir = os.path.dirname(args.out)
    if out_dir and not os.path.isdir(out_dir):
        os.makedirs(out_dir)
    table.to_csv(args.out, index=False, float_format="%.6f")
    print(table.to_string(index=False))
    print("wrote %s (%.1f s)" % (args.out, time.time() - t0))


if __name__ == "__main__":
    main()
