"""Forecast scores. The headline score is the RMSE over every (episode, lead) pair."""
import numpy as np


def rmse(pred, obs):
    pred, obs = np.asarray(pred, float), np.asarray(obs, float)
    ok = ~np.isnan(obs)
    return float(np.sqrt(np.mean((pred[ok] - obs[ok]) ** 2)))


def mae(pred, obs):
    pred, obs = np.asarray(pred, float), np.asarray(obs, float)
    ok = ~np.isnan(obs)
    return float(np.mean(np.abs(pred[ok] - obs[ok])))


def nse(pred, obs):
    """Nash-Sutcliffe efficiency: 1 - SSE / sum (obs - mean obs)^2."""
    pred, obs = np.asarray(pred, float), np.asarray(obs, float)
    ok = ~np.isnan(obs)
    d = obs[ok] - obs[ok].mean()
    return float(1.0 - np.sum((pred[ok] - obs[ok]) ** 2) / np.sum(d * d))


def per_lead(pred, obs, fn=rmse):
    """pred, obs: (n, leads) -> one score per lead."""
    pred, obs = np.asarray(pred, float), np.asarray(obs, float)
    return [fn(pred[:, j], obs[:, j]) for j in range(obs.shape[1])]


def peak_timing_error(pred, obs):
    """Mean |argmax pred - argmax obs| (hours) over the rows whose observed peak is inside."""
    pred, obs = np.asarray(pred, float), np.asarray(obs, float)
    errs = [abs(int(np.argmax(p)) - int(np.argmax(o))) for p, o in zip(pred, obs)
            if not np.isnan(o).any() and 0 < int(np.argmax(o)) < len(o) - 1]
    return float(np.mean(errs)) if errs else float("nan")


def skill(score, reference):
    """Relative improvement of an RMSE over a reference RMSE (0.1 = 10% lower)."""
    return 1.0 - score / reference
