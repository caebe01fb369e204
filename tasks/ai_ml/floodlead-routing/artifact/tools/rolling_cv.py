#!/usr/bin/env python3
"""Blocked (or rolling-origin) cross-validation of a configuration on the record.

    python3 tools/rolling_cv.py [--config configs/default.toml] [--scheme blocked|rolling] [--k 5]

Slower than tools/quick_eval.py; every validation block is contiguous and separated from the
training rows by an embargo.
"""
import argparse
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import LEADS, config, features, io, metrics, models, splits  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--config", default="configs/default.toml")
    ap.add_argument("--scheme", choices=["blocked", "rolling"], default="blocked")
    ap.add_argument("--k", type=int, default=5)
    ap.add_argument("--embargo", type=int, default=72)
    a = ap.parse_args(argv)
    t0 = time.time()
    cfg = config.load(a.config)
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
    fb = features.FeatureBuilder(cfg.get("features"))
    X, Y = fb.transform(frame), features.targets(frame, LEADS)
    n = len(frame) - max(LEADS)
    folds = (splits.blocked_folds(n, a.k, a.embargo) if a.scheme == "blocked"
             else splits.rolling_origin(n))
    scores = []
    for train, valid in folds:
        m = models.make(cfg["model"]).fit(X[train], Y[train])
        s = metrics.rmse(m.predict(X[valid]), Y[valid])
        scores.append(s)
        print("%s: RMSE %.4f" % (splits.describe(train, valid), s))
    print("%s CV RMSE %.4f +- %.4f (%d folds, %.1f s)" % (
        a.scheme, float(np.mean(scores)), float(np.std(scores)), len(scores), time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
