#!/usr/bin/env python
"""Compare the committed feature snapshot (data/interim/) with features rebuilt from a raw export:
sizes, per-column means and a two-sample Kolmogorov-Smirnov statistic per column. Used when the
snapshot was refreshed for 0.4.0.

    python scripts/compare_snapshot.py --raw PATH [--snapshot data/interim/features_snapshot.csv]
"""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pandas as pd  # noqa: E402
from scipy.stats import ks_2samp  # noqa: E402

from loadprof import features  # noqa: E402


def compare(snap, fresh):
    rows = []
    for col in snap.columns:
        if col not in fresh.columns:
            rows.append({"column": col, "snapshot_mean": snap[col].mean(), "fresh_mean": None,
                         "ks": None, "p": None})
            continue
        ks = ks_2samp(snap[col].dropna(), fresh[col].dropna())
        rows.append({"column": col, "snapshot_mean": snap[col].mean(),
                     "fresh_mean": fresh[col].mean(), "ks": ks.statistic, "p": ks.pvalue})
    return pd.DataFrame(rows)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--raw", required=True)
    ap.add_argument("--snapshot", default="data/interim/features_snapshot.csv")
    ap.add_argument("--alpha", type=float, default=0.01)
    a = ap.parse_args()
    snap = pd.read_csv(a.snapshot, index_col="household")
    fresh = features.build_household_features(a.raw)
    print("snapshot: %d households, fresh: %d households, common ids: %d"
          % (len(snap), len(fresh), len(snap.index.intersection(fresh.index))))
    rep = compare(snap, fresh)
    print(rep.to_string(index=False, float_format=lambda v: "%.4f" % v))
    drift = rep[(rep["p"].notnull()) & (rep["p"] < a.alpha)]
    print("%d of %d columns differ at alpha=%.2g" % (len(drift), len(rep), a.alpha))


if __name__ == "__main__":
    main()
