#!/usr/bin/env python3
"""Feature summary of a batch and the ensemble's feature usage (for the model card).

    python3 tools/feature_report.py [BATCH.csv]
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from meterboost import features, importance, io  # noqa: E402
from meterboost._vendor.tabfmt import table  # noqa: E402
from meterboost.ensemble import Ensemble  # noqa: E402


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "data/dev_batch.csv"
    batch = io.load_batch(path)
    X = features.feature_matrix(batch.raw)
    ens = Ensemble.load("model/ensemble.json")
    splits = importance.split_counts(ens)
    thr = importance.thresholds_by_feature(ens)
    rows = []
    for name, n, miss, lo, med, hi in features.describe(X):
        rows.append([name, n, miss, f"{lo:.3g}", f"{med:.3g}", f"{hi:.3g}", splits.get(name, 0), len(thr.get(name, []))])
    print(table(["feature", "n", "missing", "min", "median", "max", "splits", "thresholds"], rows))


if __name__ == "__main__":
    main()
