"""Turbine / plant sensor logs: one CSV per site or unit, as the field loggers wrote them.

Each log has the numeric channels, one or more categorical columns (site or unit) and the
target. The parsed logs are cached as pickles under ``paths.cache_dir`` so that repeated
sweeps do not re-parse the CSV files.
"""
import glob
import hashlib
import os

import pandas as pd
from sklearn.externals import joblib


def _cache_key(path):
    st = os.stat(path)
    raw = "%s:%d:%d" % (os.path.abspath(path), st.st_size, int(st.st_mtime))
    return hashlib.md5(raw.encode("utf-8")).hexdigest()[:16]


def read_log(path, cache_dir=None):
    """Parse one logger file (cached)."""
    if cache_dir is None:
        return pd.read_csv(path)
    if not os.path.isdir(cache_dir):
        os.makedirs(cache_dir)
    cached = os.path.join(cache_dir, "log_%s.pkl" % _cache_key(path))
    if os.path.exists(cached):
        return joblib.load(cached)
    df = pd.read_csv(path)
    joblib.dump(df, cached)
    return df


def log_files(data_dir, pattern="*.csv"):
    files = sorted(glob.glob(os.path.join(data_dir, pattern)))
    if not files:
        raise IOError("no logs matching %s in %s" % (pattern, data_dir))
    return files


def load_logs(data_dir, pattern="*.csv", cache_dir=None):
    """All logs of one data set in a single frame, one row per sample."""
    frames = [read_log(f, cache_dir) for f in log_files(data_dir, pattern)]
    return pd.concat(frames, ignore_index=True)


def summary(df, target, categorical):
    """Per-column summary used by scripts/inspect_logs.py."""
    rows = []
    for col in df.columns:
        if col in categorical:
            rows.append((col, "categorical", df[col].nunique(), None, None))
        else:
            rows.append((col, "target" if col == target else "numeric", df[col].count(),
                         float(df[col].mean()), float(df[col].std())))
    return pd.DataFrame(rows, columns=["column", "kind", "count", "mean", "std"])
