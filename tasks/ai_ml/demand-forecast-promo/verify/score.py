"""WAPE (sum |forecast - actual| / sum actual) of predictions/forecast.csv on the hidden horizon."""
import csv


def score(ctx):
    with open(ctx.verify_dir / "truth.csv", newline="") as f:
        truth = {(r["series"], int(r["day"])): float(r["sales"]) for r in csv.DictReader(f)}
    with open(ctx.outputs_dir / "predictions" / "forecast.csv", newline="") as f:
        pred = {(r["series"], int(r["day"])): float(r["forecast"]) for r in csv.DictReader(f)}
    err = sum(abs(pred.get(k, 0.0) - y) for k, y in truth.items())
    return err / sum(truth.values())
