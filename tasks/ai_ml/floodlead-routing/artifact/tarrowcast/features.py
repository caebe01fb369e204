"""Feature matrix for the direct multi-lead model.

One row per hour t of a Frame: what is known at t (lags of the three river series, rain
accumulations, an antecedent precipitation index, the season). The model is direct: the same row
predicts every lead 1..12.
"""
import numpy as np
from scipy.signal import lfilter

from . import timeutil


def lagged(x, k):
    """x shifted k hours into the past; the first k values repeat x[0]."""
    x = np.asarray(x, float)
    if k <= 0:
        return x.copy()
    if k >= len(x):
        return np.full_like(x, x[0])
    return np.concatenate([np.full(k, x[0]), x[:-k]])


def rolling_sum(x, w):
    """Accumulation of x over a window of w hours."""
    return np.convolve(np.asarray(x, float), np.ones(int(w)), mode="same")


def api(x, decay):
    """Antecedent precipitation index: api[t] = decay * api[t-1] + x[t]."""
    return lfilter([1.0], [1.0, -float(decay)], np.asarray(x, float))


def season(hours):
    doy = np.array([timeutil.hour_of_year(h)[0] for h in hours], float)
    w = 2 * np.pi * doy / 365.25
    return np.sin(w), np.cos(w)


DEFAULTS = {
    "q_lags": 36,
    "stage_a_lags": 24,
    "stage_b_lags": 30,
    "rain_windows": [3, 6, 12, 24, 48],
    "rain_lags": 6,
    "api_decay": [0.9, 0.98],
    "seasonal": True,
    "log_q": False,
}


class FeatureBuilder:
    def __init__(self, cfg=None):
        self.cfg = dict(DEFAULTS)
        self.cfg.update(cfg or {})
        self.names = None

    def columns(self, frame):
        """(name, values) for every feature, each values of len(frame)."""
        c = self.cfg
        out = []
        q = np.log1p(frame.q_down) if c["log_q"] else frame.q_down
        for k in range(int(c["q_lags"])):
            out.append(("q_lag%d" % k, lagged(q, k)))
        for k in range(int(c["stage_a_lags"])):
            out.append(("ha_lag%d" % k, lagged(frame.stage_a, k)))
        for k in range(int(c["stage_b_lags"])):
            out.append(("hb_lag%d" % k, lagged(frame.stage_b, k)))
        for g, name in enumerate(("r1", "r2", "r3")):
            r = frame.rain[:, g]
            for k in range(int(c["rain_lags"])):
                out.append(("%s_lag%d" % (name, k), lagged(r, k)))
            for w in c["rain_windows"]:
                out.append(("%s_sum%d" % (name, w), rolling_sum(r, w)))
            for d in c["api_decay"]:
                out.append(("%s_api%g" % (name, d), api(r, d)))
        if c["seasonal"]:
            s, co = season(frame.hours)
            out += [("season_sin", s), ("season_cos", co)]
        return out

    def transform(self, frame):
        cols = self.columns(frame)
        self.names = [n for n, _ in cols]
        return np.column_stack([v for _, v in cols])

    def last_row(self, frame):
        """The feature row of the newest hour of a frame (an episode's forecast origin)."""
        return self.transform(frame)[-1:]


def targets(frame, leads):
    """Y[t, j] = q_down[t + leads[j]]; rows whose targets fall outside the frame are NaN."""
    q = np.asarray(frame.q_down, float)
    n = len(q)
    y = np.full((n, len(leads)), np.nan)
    for j, h in enumerate(leads):
        y[: n - h, j] = q[h:]
    return y
