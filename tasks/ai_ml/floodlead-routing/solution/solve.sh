#!/usr/bin/env bash
# Reference solution of floodlead-routing (run by --agent=oracle in the workdir). Host only.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

# 1. Deploy. tarrowcast imports scipy (features.api) and tomli (config); neither is in the image,
#    and the pinned wheels (scipy==1.7.3, numpy==1.21.6) do not exist for Python 3.11. Debian's
#    packages fit the image's Python and NumPy.
if ! python3 -c 'import scipy, tomli' 2>/dev/null; then
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends python3-scipy python3-tomli >/dev/null
fi

# 2. Improve (verify/NOTES.md, "Traps"; verify/variants.py measures each step):
#    - ffill: gaps were filled with the series mean; at an episode's origin the newest readings of
#      A/B (often) and of the mill (sometimes) are not in, so the most important inputs became the
#      168-h mean. Carry the last reading forward (never look ahead).
#    - trail: rolling_sum used np.convolve(mode="same"), a window centred on t: every rain sum of
#      the record holds future rain, an episode's origin has none. Make it trailing.
#    - tz: the rain export is Europe/London wall-clock time (DST steps of 0 and 2 h), read as UTC.
#    - datum: gauge A reads 0.15 m high before 2020-03-11 09:00 UTC (the step in the record; the
#      upstream/mill balance of tools/rating_check.py jumps there). Correct the record.
#    - rated: discharges add up along the river, stages do not: upstream stages -> discharge
#      through the ratings, lags over the travel times, hourly rain lags, fewer mill lags.
#    - statewise: one ridge per telemetry state at the origin (how many hours A, B and the mill are
#      behind; a gauge down throughout is left out), solved from one Gram matrix.
python3 - <<'PY'
import re

def patch(path, old, new, count=1):
    src = open(path).read()
    assert src.count(old) == count, (path, old[:60])
    open(path, "w").write(src.replace(old, new))

patch("tarrowcast/features.py",
      '    return np.convolve(np.asarray(x, float), np.ones(int(w)), mode="same")',
      '    c = np.concatenate([[0.0], np.cumsum(np.asarray(x, float))])\n'
      '    i = np.arange(1, len(c))\n'
      '    return c[i] - c[np.maximum(i - int(w), 0)]')

patch("tarrowcast/io.py",
      '''    elif how == "zero":''',
      '''    elif how == "ffill":
        idx = np.where(bad, 0, np.arange(len(x)))
        np.maximum.accumulate(idx, out=idx)
        first = int(np.argmax(~bad))
        x = x[idx]
        x[:first] = x[first]
    elif how == "zero":''')
patch("tarrowcast/io.py",
      '''    out = {}
    for r in rows:
        h = timeutil.parse_hour(r[time_column])''',
      '''    import datetime as dt
    from zoneinfo import ZoneInfo
    london, out, prev = ZoneInfo("Europe/London"), {}, None
    for r in rows:
        t = dt.datetime.fromisoformat(r[time_column]).replace(tzinfo=london)
        h = int(t.timestamp()) // 3600
        if prev is not None and h <= prev:          # the repeated hour of the autumn change
            h = int(t.replace(fold=1).timestamp()) // 3600
        prev = h''')
patch("tarrowcast/io.py",
      '''    frame = assemble(g, r, fill)
    if not timeutil.contiguous(list(frame.hours)):''',
      '''    frame = assemble(g, r, fill)
    old = frame.hours < timeutil.parse_hour("2020-03-11T09:00Z")     # gauge A's old transducer
    frame.stage_a = np.where(old, frame.stage_a - 0.15, frame.stage_a)
    if not timeutil.contiguous(list(frame.hours)):''')

open("tarrowcast/statewise.py", "w").write('''"""Ridge forecasts per telemetry state at the origin (the reference solution).

The state of an episode: how many of the newest hours of A, B and the mill had not arrived (a gauge
that reported nothing is left out). For each state the lags of each river series start at its
newest real reading; every state's ridge is solved from one Gram matrix of a superset of lags."""
import numpy as np

from . import LEADS, features, io, ratings

EXTRA = 8


def behind(gaps):
    if gaps.all():
        return None
    return int(np.argmax(~gaps[::-1]))


def columns(frame, c):
    out = {}
    qa, qb = ratings.discharge(frame.stage_a, "a"), ratings.discharge(frame.stage_b, "b")
    for name, x, n in (("q", frame.q_down, c["q_lags"]), ("qa", qa, c["stage_a_lags"]), ("qb", qb, c["stage_b_lags"])):
        for k in range(int(n) + EXTRA):
            out["%s_lag%d" % (name, k)] = features.lagged(x, k)
    for g, name in enumerate(("r1", "r2", "r3")):
        r = frame.rain[:, g]
        for k in range(int(c["rain_lags"])):
            out["%s_lag%d" % (name, k)] = features.lagged(r, k)
        for w in c["rain_windows"]:
            out["%s_sum%d" % (name, w)] = features.rolling_sum(r, w)
        for d in c["api_decay"]:
            out["%s_api%g" % (name, d)] = features.api(r, d)
    s, co = features.season(frame.hours)
    out["season_sin"], out["season_cos"] = s, co
    return out


class Statewise:
    def __init__(self, cfg):
        self.c, self.alpha, self.coef = cfg["features"], float(cfg["model"]["alpha"]), {}
        frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
        cols = columns(frame, self.c)
        self.names = list(cols)
        X = np.column_stack([cols[n] for n in self.names])
        Y = features.targets(frame, LEADS)
        ok = ~np.isnan(Y).any(axis=1)
        ok[:72] = False
        X, Y = X[ok], Y[ok]
        self.mu, self.sd = X.mean(axis=0), X.std(axis=0)
        self.sd[self.sd < 1e-12] = 1.0
        Z = (X - self.mu) / self.sd
        self.ym = Y.mean(axis=0)
        self.G, self.C = Z.T @ Z, Z.T @ (Y - self.ym)

    def _solve(self, key):
        if key not in self.coef:
            ka, kb, kq = key
            c = self.c
            want = ["q_lag%d" % (kq + k) for k in range(int(c["q_lags"]))]
            if ka is not None:
                want += ["qa_lag%d" % (ka + k) for k in range(int(c["stage_a_lags"]))]
            if kb is not None:
                want += ["qb_lag%d" % (kb + k) for k in range(int(c["stage_b_lags"]))]
            want += [n for n in self.names if not n.startswith(("q_", "qa_", "qb_"))]
            idx = np.array([self.names.index(n) for n in want])
            A = self.G[np.ix_(idx, idx)] + self.alpha * np.eye(len(idx))
            self.coef[key] = (idx, np.linalg.solve(A, self.C[idx]))
        return self.coef[key]

    def predict(self, frame):
        g = frame.gaps
        ka, kb = behind(g["stage_a"]), behind(g["stage_b"])
        kq = min(behind(g["q_down"]) or 0, EXTRA)
        ka = None if ka is None or ka > EXTRA else ka
        kb = None if kb is None or kb > EXTRA else kb
        idx, b = self._solve((ka, kb, kq))
        cols = columns(frame, self.c)
        x = np.array([cols[n][-1] for n in self.names])
        return np.maximum(self.ym + ((x - self.mu) / self.sd)[idx] @ b, 0.0)
''')

patch("tarrowcast/pipeline.py",
      '''    fb, model = fit(cfg, verbose)
    eps = io.load_episodes(episodes_dir, cfg["data"]["fill"])
    rows, P = forecast(fb, model, eps)''',
      '''    eps = io.load_episodes(episodes_dir, cfg["data"]["fill"])
    if cfg["model"].get("statewise"):
        from .statewise import Statewise
        sw = Statewise(cfg)
        P = np.array([sw.predict(ep.frame) for ep in eps])
        rows = [(ep.episode, lead, float(q)) for ep, p in zip(eps, P) for lead, q in zip(LEADS, p)]
    else:
        fb, model = fit(cfg, verbose)
        rows, P = forecast(fb, model, eps)''')

cfg = open("configs/default.toml").read()
cfg = cfg.replace('fill = "mean"', 'fill = "ffill"')
cfg = re.sub(r"q_lags = \d+", "q_lags = 6", cfg)
cfg = re.sub(r"rain_windows = \[[^]]*\]", "rain_windows = [24, 48, 72]", cfg)
cfg = re.sub(r"rain_lags = \d+", "rain_lags = 12", cfg)
cfg = cfg.replace('kind = "ridge"', 'kind = "ridge"\nstatewise = true')
open("configs/default.toml", "w").write(cfg)

# the backtest keeps the plain ridge on the same features (upstream in discharge)
patch("tarrowcast/features.py", "from . import timeutil", "from . import ratings, timeutil")
patch("tarrowcast/features.py",
      '''        for k in range(int(c["stage_a_lags"])):
            out.append(("ha_lag%d" % k, lagged(frame.stage_a, k)))
        for k in range(int(c["stage_b_lags"])):
            out.append(("hb_lag%d" % k, lagged(frame.stage_b, k)))''',
      '''        qa, qb = ratings.discharge(frame.stage_a, "a"), ratings.discharge(frame.stage_b, "b")
        for k in range(int(c["stage_a_lags"])):
            out.append(("qa_lag%d" % k, lagged(qa, k)))
        for k in range(int(c["stage_b_lags"])):
            out.append(("qb_lag%d" % k, lagged(qb, k)))''')
patch("tarrowcast/models/__init__.py", '''    kind = cfg.pop("kind", "ridge")''', '''    kind = cfg.pop("kind", "ridge")
    cfg.pop("statewise", None)''')
PY
bash run.sh
