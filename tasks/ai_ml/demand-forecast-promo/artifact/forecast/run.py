#!/usr/bin/env python3
"""Forecast the empty-sales days of a panel; report WAPE on a backtest of the last 28 observed days."""
import argparse
import csv
import os
import sys
from collections import defaultdict

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from forecast.model import forecast  # noqa: E402


def load(path):
    rows = defaultdict(list)
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            rows[r["series"]].append(r)
    hist, fut = {}, {}
    for sid, rs in rows.items():
        rs.sort(key=lambda r: int(r["day"]))
        obs = [r for r in rs if r["sales"] != ""]
        todo = [r for r in rs if r["sales"] == ""]
        arr = lambda rr, k, t=int: np.array([t(r[k]) for r in rr])  # noqa: E731
        hist[sid] = {"day": arr(obs, "day"), "weekday": arr(obs, "weekday"), "promo": arr(obs, "promo"),
                     "sales": arr(obs, "sales", float)}
        fut[sid] = {"day": arr(todo, "day"), "weekday": arr(todo, "weekday"), "promo": arr(todo, "promo")}
    return hist, fut


def backtest(hist, horizon=28):
    train = {s: {k: v[:-horizon] for k, v in h.items()} for s, h in hist.items()}
    test = {s: {k: v[-horizon:] for k, v in h.items() if k != "sales"} for s, h in hist.items()}
    pred = forecast(train, test)
    err = sum(np.abs(pred[s] - hist[s]["sales"][-horizon:]).sum() for s in hist)
    tot = sum(hist[s]["sales"][-horizon:].sum() for s in hist)
    return err / tot


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--panel", required=True)
    ap.add_argument("--out", default="predictions/forecast.csv")
    a = ap.parse_args()
    hist, fut = load(a.panel)
    print(f"backtest WAPE (last 28 observed days): {backtest(hist):.4f}")
    pred = forecast(hist, fut)
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["series", "day", "forecast"])
        for sid in sorted(fut):
            for d, y in zip(fut[sid]["day"], pred[sid]):
                w.writerow([sid, int(d), f"{float(y):.4f}"])
    print(f"wrote {sum(len(f['day']) for f in fut.values())} forecasts to {a.out}")


if __name__ == "__main__":
    main()
