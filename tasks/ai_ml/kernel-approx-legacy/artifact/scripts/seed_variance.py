#!/usr/bin/env python
"""How many feature-map seeds does a stable mean need? (Section 1: we settled on three.)

Runs one approximation at one budget with many seeds and prints the running mean and the
standard error after each seed.
"""
import argparse
import os
import sys

import numpy as np
from sklearn.linear_model import Ridge

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rffbench.config import load_config  # noqa: E402
from rffbench.evaluate import prepare  # noqa: E402
from rffbench.features import make_approximation  # noqa: E402
from rffbench.metrics import rmse  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="configs/table2.yaml")
    ap.add_argument("--method", default="rff")
    ap.add_argument("--m", type=int, default=400)
    ap.add_argument("--seeds", type=int, default=20)
    args = ap.parse_args()
    cfg = load_config(args.config)
    Xtr, Xte, ytr, yte = prepare(cfg)
    gamma, alpha = cfg["kernel"]["gamma"], cfg["kernel"]["alpha"]
    scores = []
    for i in range(args.seeds):
        approx = make_approximation(args.method, args.m, gamma, cfg["approx_seed"] + i)
        model = Ridge(alpha=alpha, fit_intercept=False).fit(approx.fit_transform(Xtr), ytr)
        scores.append(rmse(yte, model.predict(approx.transform(Xte))))
        s = np.asarray(scores)
        sem = s.std(ddof=1) / np.sqrt(len(s)) if len(s) > 1 else float("nan")
        print("seeds %2d  rmse %.6f  mean %.6f  sem %.6f" % (len(s), s[-1], s.mean(), sem))


if __name__ == "__main__":
    main()
