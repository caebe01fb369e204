"""Derived features. The model sees the raw fields followed by these (schema.FEATURES).

All derived values are computed in float64 from the raw fields; a missing input makes the
derived value missing (NaN), never zero: the trees route missing values on their own.
"""
import numpy as np

from . import schema

_IDX = {name: i for i, name in enumerate(schema.RAW_FIELDS)}


def derive(raw):
    """(n, 16) raw -> (n, 5) derived, same row order."""
    day = raw[:, _IDX["kwh_day"]]
    night = raw[:, _IDX["kwh_night"]]
    peak = raw[:, _IDX["peak_kw"]]
    v = raw[:, _IDX["v_mean"]]
    total = day + night
    with np.errstate(divide="ignore", invalid="ignore"):
        night_share = np.where(total > 0, night / total, np.nan)
        log_total = np.log1p(np.maximum(total, 0.0))
        load_factor = np.where(peak > 0, total / (24.0 * peak), np.nan)
    v_dev = np.abs(v - schema.NOMINAL_VOLTAGE)
    return np.column_stack([total, night_share, log_total, load_factor, v_dev])


def feature_matrix(raw, dtype="float64"):
    """The model's input: raw fields and derived features, as `dtype` ("float64" or "float32")."""
    X = np.concatenate([raw, derive(raw)], axis=1)
    if dtype not in ("float64", "float32"):
        raise ValueError(f"compute dtype must be float64 or float32, not {dtype!r}")
    return X.astype(dtype, copy=False)


def describe(X):
    """Per-feature summary (count, missing, min, median, max), for tools/ and the model card."""
    out = []
    for j, name in enumerate(schema.FEATURES):
        col = X[:, j]
        ok = col[~np.isnan(col)]
        if ok.size:
            out.append((name, ok.size, col.size - ok.size, float(ok.min()), float(np.median(ok)), float(ok.max())))
        else:
            out.append((name, 0, col.size, float("nan"), float("nan"), float("nan")))
    return out
