#!/usr/bin/env bash
# Reference solution: replace seasonal naive by level x weekday profile x damped trend x promo uplift.
set -euo pipefail
cat > forecast/model.py <<'PYEOF'
"""Reference improvement: robust weekday profile x recent level x promotion uplift.

For each series: non-promotion, non-zero days of the last 12 weeks give a level (their mean)
and a weekday profile (mean of each weekday / level, shrunk towards 1); a linear trend in the
weekly means is damped; promotion days of the whole history give the uplift (ratio of actual
to expected sales, shrunk towards the panel-wide uplift). Forecast = level x trend x weekday
factor x (uplift on promotion days).
"""
import numpy as np


def _series_fit(h, weeks=12):
    n = len(h["sales"])
    y, wd, pr = h["sales"], h["weekday"], h["promo"]
    recent = np.arange(n) >= n - 7 * weeks
    base = recent & (pr == 0) & (y > 0)
    level = y[base].mean() if base.any() else max(y[recent].mean(), 0.1)
    prof = np.ones(7)
    for d in range(7):
        m = base & (wd == d)
        if m.sum() >= 2:
            prof[d] = (m.sum() * y[m].mean() / level + 2.0) / (m.sum() + 2.0)
    prof /= prof.mean()
    # linear trend of the de-seasonalised non-promotion days, damped when extrapolated
    t = np.arange(n)
    if base.sum() > 10:
        x = t[base]
        z = y[base] / prof[wd[base]]
        slope = np.polyfit(x - x.mean(), z, 1)[0]
        slope_rel = slope / max(level, 1e-9)
    else:
        slope_rel = 0.0
    exp_all = level * prof[wd]
    pm = (pr == 1) & (y > 0)
    ratio_num, ratio_den = y[pm].sum(), exp_all[pm].sum()
    return dict(level=level, prof=prof, slope_rel=slope_rel, n=n, ratio_num=ratio_num,
                ratio_den=ratio_den, t_ref=n - 7 * weeks / 2.0)


def forecast(history, future):
    fits = {s: _series_fit(h) for s, h in history.items()}
    num = sum(f["ratio_num"] for f in fits.values())
    den = sum(f["ratio_den"] for f in fits.values())
    pooled = num / den if den > 0 else 1.5
    out = {}
    for sid, fut in future.items():
        f = fits[sid]
        uplift = (f["ratio_num"] + pooled * 20.0) / (f["ratio_den"] + 20.0)
        trend = 1.0 + 0.7 * f["slope_rel"] * (fut["day"] - f["t_ref"])
        yhat = f["level"] * np.maximum(trend, 0.3) * f["prof"][fut["weekday"]]
        yhat = np.where(fut["promo"] == 1, yhat * uplift, yhat)
        out[sid] = np.maximum(yhat, 0.0)
    return out
PYEOF
bash run.sh
