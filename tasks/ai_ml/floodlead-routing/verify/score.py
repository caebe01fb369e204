"""RMSE (m3/s) of predictions/forecast.csv over every hidden (episode, lead) pair (verify/truth.csv,
host only). A missing pair counts as a forecast of 0."""
import csv
import math


def score(ctx):
    with open(ctx.verify_dir / "truth.csv", newline="") as f:
        truth = {(r["episode"], int(r["lead"])): float(r["q_down"]) for r in csv.DictReader(f)}
    pred = {}
    with open(ctx.outputs_dir / "predictions" / "forecast.csv", newline="") as f:
        for r in csv.DictReader(f):
            try:
                v = float(r["q_down"])
            except (KeyError, TypeError, ValueError):
                continue
            pred[(r["episode"], int(r["lead"]))] = v if math.isfinite(v) else 0.0
    se = sum((pred.get(k, 0.0) - y) ** 2 for k, y in truth.items())
    return math.sqrt(se / len(truth))
