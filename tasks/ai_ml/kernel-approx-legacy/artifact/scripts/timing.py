#!/usr/bin/env python
"""Fit and transform time of each method vs. number of components (Section 2, fit_seconds)."""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rffbench.config import load_config  # noqa: E402
from rffbench.evaluate import prepare  # noqa: E402
from rffbench.features import make_approximation  # noqa: E402
from rffbench.krr import CholeskyKRR  # noqa: E402
from rffbench.timing import Timer, best_of  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="configs/table2.yaml")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    cfg = load_config(args.config)
    Xtr, Xte, ytr, _ = prepare(cfg)
    gamma, alpha = cfg["kernel"]["gamma"], cfg["kernel"]["alpha"]
    timer = Timer()
    with timer("exact/fit"):
        krr = CholeskyKRR(gamma, alpha).fit(Xtr, ytr)
    with timer("exact/predict"):
        krr.predict(Xte)
    for method in cfg["methods"]:
        for m in cfg["components"]:
            approx = make_approximation(method, m, gamma, cfg["approx_seed"])
            t_fit = best_of(lambda: approx.fit(Xtr), args.repeat)
            t_tr = best_of(lambda: approx.transform(Xte), args.repeat)
            timer.records.append(("%s/%d/fit" % (method, m), t_fit))
            timer.records.append(("%s/%d/transform" % (method, m), t_tr))
    print(timer.table())


if __name__ == "__main__":
    main()
