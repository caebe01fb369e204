#!/usr/bin/env python
"""Command-line version of the stability sweep (predates the notebooks; kept for the HPC runs).

    python scripts/sweep_k.py --config configs/hpc.yaml --out results/sweep.csv [--gap]

NOTE: this script still uses the v2 feature set (no weekend_ratio) and the workshop's
subsampling fraction of 0.7; the paper's numbers come from notebooks/02_stability_study.ipynb.
"""
import argparse
import logging
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402

from loadprof import clustering, features, io, preprocess, stability  # noqa: E402
from loadprof._vendor import gapstat  # noqa: E402

V2_COLS = features.SHAPE_COLS + ["log_daily_kwh"]


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--config", default="configs/default.yaml")
    ap.add_argument("--out", default="results/sweep.csv")
    ap.add_argument("--frac", type=float, default=0.7)
    ap.add_argument("--pairs", type=int, default=None)
    ap.add_argument("--kmax", type=int, default=None)
    ap.add_argument("--gap", action="store_true", help="also compute the gap statistic")
    ap.add_argument("-v", "--verbose", action="store_true")
    return ap.parse_args(argv)


def v2_matrix(feats, n_components, seed):
    from sklearn.decomposition import PCA
    from sklearn.preprocessing import StandardScaler
    X = StandardScaler().fit_transform(feats[V2_COLS].values)
    return PCA(n_components=n_components, random_state=seed).fit_transform(X)


def main(argv=None):
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)
    cfg = io.load_config(args.config)
    st = cfg["study"]
    kmax = args.kmax or st["k_max"]
    pairs = args.pairs or st["n_pairs"]
    t0 = time.time()
    feats, source = features.load_features(cfg["data"]["raw"], cfg["data"]["snapshot"])
    logging.info("features from %s: %d households", source, len(feats))
    Z = v2_matrix(feats, st["pca_components"], st["seed"])
    ks = list(range(st["k_min"], kmax + 1))
    curve = stability.stability_curve(Z, ks, n_pairs=pairs, frac=args.frac, seed=st["seed"])
    if args.gap:
        res = gapstat.gap_statistic(
            Z, lambda X, k: clustering.fit_kmeans(X, k, random_state=st["seed"]).labels_, ks)
        curve = curve.merge(pd.DataFrame(res)[["k", "gap", "sk"]], on="k")
        logging.info("gap statistic selects k=%d", gapstat.first_sd_max(res))
    io.write_table(curve, args.out)
    logging.info("stability selects k=%d; %.1f s", stability.select_k(curve), time.time() - t0)
    print(curve.to_string(index=False, float_format=lambda v: "%.4f" % v))
    return 0 if np.isfinite(curve["stability"]).all() else 1


if __name__ == "__main__":
    sys.exit(main())
