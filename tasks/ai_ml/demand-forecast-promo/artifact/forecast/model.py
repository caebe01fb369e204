"""Starter forecaster: seasonal naive.

Every day of the horizon gets the sales of the same weekday in the last observed week.
"""
import numpy as np


def forecast(history, future):
    """history: dict series -> dict with numpy arrays day, weekday, promo, sales (observed days);
    future: dict series -> dict with numpy arrays day, weekday, promo (days to forecast).
    Returns dict series -> numpy array of forecasts aligned with future[series]["day"]."""
    out = {}
    for sid, h in history.items():
        f = future[sid]
        last_week = {int(wd): float(y) for wd, y in zip(h["weekday"][-7:], h["sales"][-7:])}
        out[sid] = np.array([last_week[int(wd)] for wd in f["weekday"]])
    return out
