#!/usr/bin/env python3
"""HOST ONLY. Measures what each repair of the starter is worth (verify/NOTES.md, "Numbers").

    python3 verify/variants.py [--episodes DIR --truth FILE] [VARIANT ...]

Loads the artifact's tarrowcast in-process and applies the named repairs as monkeypatches, then
prints the 2022 backtest, the sample-episode RMSE and the RMSE on the given episodes (default: the
hidden hold-out, verify/inputs/holdout + verify/truth.csv). A variant is a '+'-joined list of:

  trail   rain accumulations over the w hours up to t (not centred on t)
  ffill   carry the last reading forward (also for the mill's own late readings)
  tz      rain loggers' Europe/London wall clock converted to UTC
  api     the antecedent precipitation index truncated to the 168 h an episode has (train = serve)
  datum   gauge A's readings before 2020-03-11 09:00 UTC lowered by 0.15 m
  rated   upstream stages -> discharge (ratings), travel-time lags, the reference feature set
  outage  an episode whose upstream gauge reported nothing is forecast by a model without it
  pattern (with rated) one ridge per telemetry state at the origin: the upstream and mill lags
          start at the newest reading that had arrived (no filled value at the origin is used;
          an upstream gauge down throughout is left out); one Gram matrix, a solve per state
  lags    the "obvious" lever: 72/48/48 lags, 24 rain lags
  other routes (rule 10): interp (the kit's "interpolate" fill instead of ffill), datum13 /
          datum17 (a 0.13 / 0.17 m correction instead of 0.15), alpha01 / alpha10 (ridge penalty)
  all     trail+ffill+tz+datum+rated+outage (= solution/solve.sh)

A tomli shim is provided (the host has tomllib).
"""
import argparse
import copy
import datetime as dt
import os
import sys
import tempfile
import types

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ART = os.path.join(HERE, "..", "artifact")
HISTORY = 168
A_FIXED = int(dt.datetime(2020, 3, 11, 9, tzinfo=dt.timezone.utc).timestamp()) // 3600
A_OFFSET = 0.15

if "tomli" not in sys.modules:
    try:
        import tomli  # noqa: F401
    except ImportError:
        import tomllib
        sys.modules["tomli"] = tomllib
sys.path.insert(0, ART)

from tarrowcast import LEADS, config, features, io, metrics, models, pipeline, ratings  # noqa: E402
from tarrowcast import backtest as bt  # noqa: E402

ORIG = {"rolling_sum": features.rolling_sum, "api": features.api, "fill_gaps": io.fill_gaps,
        "rain_by_hour": io.rain_by_hour, "load_record": io.load_record, "columns": features.FeatureBuilder.columns,
        "forecast": pipeline.forecast}
ALL = ["trail", "ffill", "tz", "datum", "rated", "outage"]


def trailing_sum(x, w):
    c = np.concatenate([[0.0], np.cumsum(np.asarray(x, float))])
    i = np.arange(1, len(c))
    return c[i] - c[np.maximum(i - int(w), 0)]


def api_168(x, decay):
    y = ORIG["api"](x, decay)
    d = float(decay) ** HISTORY
    y[HISTORY:] = y[HISTORY:] - d * y[:-HISTORY]
    return y


def fill_ffill(x, how="mean"):
    if how != "ffill":
        return ORIG["fill_gaps"](x, how)
    x = np.asarray(x, float).copy()
    bad = np.isnan(x)
    if not bad.any():
        return x
    if bad.all():
        return np.zeros_like(x)
    idx = np.where(bad, 0, np.arange(len(x)))
    np.maximum.accumulate(idx, out=idx)
    first = int(np.argmax(~bad))
    x = x[idx]
    x[:first] = x[first]
    return x


def rain_local(rows, time_column="time_local"):
    from zoneinfo import ZoneInfo
    london, out, prev = ZoneInfo("Europe/London"), {}, None
    for r in rows:
        t = dt.datetime.fromisoformat(r[time_column]).replace(tzinfo=london)
        h = int(t.timestamp()) // 3600
        if prev is not None and h <= prev:
            h = int(t.replace(fold=1).timestamp()) // 3600
        prev = h
        out[h] = tuple(io._float_or_nan(r[c]) for c in io.RAIN_COLUMNS)
    return out


def record_datum(data_dir, fill="mean", offset=A_OFFSET):
    f = ORIG["load_record"](data_dir, fill)
    old = f.hours < A_FIXED
    f.stage_a = np.where(old, f.stage_a - offset, f.stage_a)
    return f


def columns_rated(self, frame):
    c = self.cfg
    if c.get("upstream", "stage") != "discharge":
        return ORIG["columns"](self, frame)
    out = []
    q = frame.q_down
    for k in range(int(c["q_lags"])):
        out.append(("q_lag%d" % k, features.lagged(q, k)))
    qa, qb = ratings.discharge(frame.stage_a, "a"), ratings.discharge(frame.stage_b, "b")
    for k in range(int(c["stage_a_lags"])):
        out.append(("qa_lag%d" % k, features.lagged(qa, k)))
    for k in range(int(c["stage_b_lags"])):
        out.append(("qb_lag%d" % k, features.lagged(qb, k)))
    for g, name in enumerate(("r1", "r2", "r3")):
        r = frame.rain[:, g]
        for k in range(int(c["rain_lags"])):
            out.append(("%s_lag%d" % (name, k), features.lagged(r, k)))
        for w in c["rain_windows"]:
            out.append(("%s_sum%d" % (name, w), features.rolling_sum(r, w)))
        for d in c["api_decay"]:
            out.append(("%s_api%g" % (name, d), features.api(r, d)))
    if c["seasonal"]:
        s, co = features.season(frame.hours)
        out += [("season_sin", s), ("season_cos", co)]
    return out


def apply(variant, cfg):
    """Patch the modules for a variant; returns the config to use."""
    features.rolling_sum = ORIG["rolling_sum"]
    features.api = ORIG["api"]
    io.fill_gaps = ORIG["fill_gaps"]
    io.rain_by_hour = ORIG["rain_by_hour"]
    io.load_record = ORIG["load_record"]
    features.FeatureBuilder.columns = ORIG["columns"]
    pipeline.forecast = ORIG["forecast"]
    cfg = copy.deepcopy(cfg)
    parts = set(p for p in variant.split("+") if p and p != "starter")
    if "all" in parts:
        parts |= set(ALL)
    if "trail" in parts:
        features.rolling_sum = trailing_sum
    if "api" in parts:
        features.api = api_168
    if "ffill" in parts:
        io.fill_gaps = fill_ffill
        cfg["data"]["fill"] = "ffill"
    if "tz" in parts:
        io.rain_by_hour = rain_local
    if "datum" in parts:
        io.load_record = record_datum
    for k in ("datum13", "datum17"):
        if k in parts:
            io.load_record = lambda d, fill="mean", off=int(k[5:]) / 100: record_datum(d, fill, off)
    if "interp" in parts:
        cfg["data"]["fill"] = "interpolate"
    if "alpha01" in parts or "alpha10" in parts:
        cfg["model"]["alpha"] = 0.1 if "alpha01" in parts else 10.0
    if "rated" in parts:
        features.FeatureBuilder.columns = columns_rated
        cfg["features"].update({"upstream": "discharge", "q_lags": 6, "stage_a_lags": 24, "stage_b_lags": 30,
                                "rain_windows": [24, 48, 72], "rain_lags": 12})
    if "lags" in parts:
        cfg["features"].update({"q_lags": 72, "stage_a_lags": 48, "stage_b_lags": 48, "rain_lags": 24})
    if "outage" in parts:
        pipeline.forecast = forecast_outage(cfg)
    if "pattern" in parts:
        pipeline.forecast = forecast_pattern(cfg)
    return cfg


def trailing_missing(gaps):
    if gaps.all():
        return None
    return int(np.argmax(~gaps[::-1]))


def super_columns(frame, c, extra):
    """name -> values: the rated feature set with `extra` more lags of each river series."""
    out = {}
    q = frame.q_down
    qa, qb = ratings.discharge(frame.stage_a, "a"), ratings.discharge(frame.stage_b, "b")
    for s_name, x, n in (("q", q, c["q_lags"]), ("qa", qa, c["stage_a_lags"]), ("qb", qb, c["stage_b_lags"])):
        for k in range(int(n) + extra):
            out["%s_lag%d" % (s_name, k)] = features.lagged(x, k)
    for g, name in enumerate(("r1", "r2", "r3")):
        r = frame.rain[:, g]
        for k in range(int(c["rain_lags"])):
            out["%s_lag%d" % (name, k)] = features.lagged(r, k)
        for w in c["rain_windows"]:
            out["%s_sum%d" % (name, w)] = features.rolling_sum(r, w)
        for d in c["api_decay"]:
            out["%s_api%g" % (name, d)] = features.api(r, d)
    if c["seasonal"]:
        out["season_sin"], out["season_cos"] = features.season(frame.hours)
    return out


def forecast_pattern(cfg, extra=8):
    c = cfg["features"]
    alpha = float(cfg["model"].get("alpha", 1.0))
    st = {}

    def prepare():
        frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
        cols = super_columns(frame, c, extra)
        st["names"] = list(cols)
        X = np.column_stack([cols[n] for n in st["names"]])
        Y = features.targets(frame, LEADS)
        ok = ~np.isnan(Y).any(axis=1)
        ok[:72] = False
        X, Y = X[ok], Y[ok]
        st["mu"], st["sd"] = X.mean(axis=0), X.std(axis=0)
        st["sd"][st["sd"] < 1e-12] = 1.0
        Z = (X - st["mu"]) / st["sd"]
        st["ym"] = Y.mean(axis=0)
        st["G"], st["C"] = Z.T @ Z, Z.T @ (Y - st["ym"])
        st["coef"] = {}

    def pick(ka, kb, kq):
        key = (ka, kb, kq)
        if key not in st["coef"]:
            want = ["q_lag%d" % (kq + k) for k in range(int(c["q_lags"]))]
            if ka is not None:
                want += ["qa_lag%d" % (ka + k) for k in range(int(c["stage_a_lags"]))]
            if kb is not None:
                want += ["qb_lag%d" % (kb + k) for k in range(int(c["stage_b_lags"]))]
            want += [n for n in st["names"] if not n.startswith(("q_", "qa_", "qb_"))]
            idx = np.array([st["names"].index(n) for n in want])
            G = st["G"][np.ix_(idx, idx)] + alpha * np.eye(len(idx))
            st["coef"][key] = (idx, np.linalg.solve(G, st["C"][idx]))
        return st["coef"][key]

    def fc(fb, model, episodes):
        if not st:
            prepare()
        rows, P = [], []
        for ep in episodes:
            g = ep.frame.gaps
            ka, kb = trailing_missing(g["stage_a"]), trailing_missing(g["stage_b"])
            kq = trailing_missing(g["q_down"]) or 0
            ka = None if ka is None or ka > extra else ka
            kb = None if kb is None or kb > extra else kb
            idx, b = pick(ka, kb, min(kq, extra))
            cols = super_columns(ep.frame, c, extra)
            x = np.array([cols[n][-1] for n in st["names"]])
            p = np.maximum(st["ym"] + ((x - st["mu"]) / st["sd"])[idx] @ b, 0.0)
            P.append(p)
            rows += [(ep.episode, lead, float(q)) for lead, q in zip(LEADS, p)]
        return rows, np.array(P)
    return fc


def forecast_outage(cfg):
    """A second and third model without gauge A or B, for episodes in which it reported nothing."""
    cache = {}

    def fc(fb, model, episodes):
        rows, P = [], []
        for ep in episodes:
            down = [g for g in ("a", "b") if ep.frame.gaps.get("stage_" + g, np.zeros(1, bool)).all()]
            if down:
                key = tuple(down)
                if key not in cache:
                    c = copy.deepcopy(cfg)
                    for g in down:
                        c["features"]["stage_%s_lags" % g] = 0
                    cache[key] = pipeline.fit(c)
                fb2, m2 = cache[key]
                p = m2.predict(fb2.last_row(ep.frame))[0]
            else:
                p = model.predict(fb.last_row(ep.frame))[0]
            P.append(p)
            rows += [(ep.episode, lead, float(q)) for lead, q in zip(LEADS, p)]
        return rows, np.array(P)
    return fc


def score(variant, episodes, truth, do_backtest=True):
    cwd = os.getcwd()
    os.chdir(ART)
    try:
        cfg = apply(variant, config.load("configs/default.toml"))
        out = {}
        if do_backtest:
            frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
            out["backtest"] = bt.holdout_year(frame, cfg)["rmse"]
        with tempfile.TemporaryDirectory() as tmp:
            res = pipeline.run(cfg, "data/sample_episodes", os.path.join(tmp, "f.csv"), "data/sample_truth.csv",
                               verbose=False)
            out["sample"] = res["rmse"]
            if episodes:
                res = pipeline.run(cfg, episodes, os.path.join(tmp, "g.csv"), truth, verbose=False)
                out["hidden"] = res["rmse"]
        return out
    finally:
        os.chdir(cwd)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--episodes", default=os.path.join(HERE, "inputs", "holdout"))
    ap.add_argument("--truth", default=os.path.join(HERE, "truth.csv"))
    ap.add_argument("--no-backtest", action="store_true")
    ap.add_argument("variants", nargs="*", default=["starter", "all"])
    a = ap.parse_args(argv)
    eps = os.path.abspath(a.episodes) if a.episodes else None
    truth = os.path.abspath(a.truth) if a.truth else None
    for v in a.variants:
        r = score(v, eps, truth, not a.no_backtest)
        print("%-40s backtest %s  sample %.4f  hidden %s" % (
            v, "%.4f" % r["backtest"] if "backtest" in r else "   -  ", r["sample"],
            "%.4f" % r["hidden"] if "hidden" in r else "-"), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
