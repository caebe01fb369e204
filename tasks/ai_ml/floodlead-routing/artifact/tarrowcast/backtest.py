"""Backtests on the public record.

holdout_year: fit on the training years, forecast every hour of the validation year(s) as an
origin (stride configurable), score every lead. This is the number the paper's Table 1 reports
as "backtest 2022".
"""
import numpy as np

from . import LEADS, features, metrics, models, timeutil


def year_mask(hours, years):
    ys = np.array([timeutil.year_of(h) for h in hours])
    return np.isin(ys, list(years))


def design(frame, cfg):
    fb = features.FeatureBuilder(cfg.get("features"))
    X = fb.transform(frame)
    Y = features.targets(frame, LEADS)
    return fb, X, Y


def holdout_year(frame, cfg, verbose=False):
    bt = cfg["backtest"]
    fb, X, Y = design(frame, cfg)
    warm = 72                                   # the first rows' lags repeat the first hour
    rows = np.arange(len(frame)) >= warm
    train = rows & year_mask(frame.hours, bt["train_years"]) & ~np.isnan(Y).any(axis=1)
    valid = rows & year_mask(frame.hours, bt["valid_years"]) & ~np.isnan(Y).any(axis=1)
    stride = int(bt.get("stride", 1))
    if stride > 1:
        keep = np.zeros(len(frame), bool)
        keep[::stride] = True
        valid &= keep
    model = models.make(cfg["model"]).fit(X[train], Y[train])
    P = model.predict(X[valid])
    out = {
        "rmse": metrics.rmse(P, Y[valid]),
        "mae": metrics.mae(P, Y[valid]),
        "nse": metrics.nse(P, Y[valid]),
        "per_lead": metrics.per_lead(P, Y[valid]),
        "n_train": int(train.sum()),
        "n_valid": int(valid.sum()),
    }
    ref = models.make({"kind": "persistence"}).fit(X[train], Y[train]).predict(X[valid])
    out["persistence_rmse"] = metrics.rmse(ref, Y[valid])
    if verbose:
        print("backtest: %d training origins, %d validation origins" % (out["n_train"], out["n_valid"]))
    return out


def event_rows(frame, threshold=None):
    """Rows at which the forecast point is above its 90th percentile (flood-relevant origins)."""
    q = frame.q_down
    t = np.nanpercentile(q, 90) if threshold is None else threshold
    return q > t
