"""Fit on the whole public record, forecast a folder of episodes."""
import os
import time

import numpy as np

from . import LEADS, features, io, metrics, models

WARM = 72


def fit(cfg, verbose=False):
    t0 = time.time()
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
    fb = features.FeatureBuilder(cfg.get("features"))
    X = fb.transform(frame)
    Y = features.targets(frame, LEADS)
    ok = ~np.isnan(Y).any(axis=1)
    ok[:WARM] = False
    model = models.make(cfg["model"]).fit(X[ok], Y[ok])
    if verbose:
        print("fit: %d origins x %d features in %.1f s" % (ok.sum(), X.shape[1], time.time() - t0))
    return fb, model


def forecast(fb, model, episodes):
    """-> list of (episode, lead, q) and the (n, leads) array."""
    rows, P = [], []
    for ep in episodes:
        p = model.predict(fb.last_row(ep.frame))[0]
        P.append(p)
        rows += [(ep.episode, lead, float(q)) for lead, q in zip(LEADS, p)]
    return rows, np.array(P)


def run(cfg, episodes_dir, out_path=None, truth_path=None, verbose=True):
    fb, model = fit(cfg, verbose)
    eps = io.load_episodes(episodes_dir, cfg["data"]["fill"])
    rows, P = forecast(fb, model, eps)
    if out_path is None:
        out_path = os.path.join(cfg["output"]["dir"], cfg["output"]["forecast"])
    io.write_forecast(out_path, rows)
    if verbose:
        print("forecast: %d episodes x %d leads -> %s" % (len(eps), len(LEADS), out_path))
    result = {"episodes": len(eps), "path": out_path}
    if truth_path and os.path.exists(truth_path):
        truth = io.load_truth(truth_path)
        obs = np.array([[truth[(ep.episode, lead)] for lead in LEADS] for ep in eps])
        result["rmse"] = metrics.rmse(P, obs)
        result["per_lead"] = metrics.per_lead(P, obs)
        if verbose:
            print("episodes RMSE %.4f m3/s (%s)" % (result["rmse"], os.path.basename(truth_path)))
    return result
