"""predictions/forecast.csv must hold one finite, non-negative forecast per hidden horizon day."""
import csv
import math


def check(ctx):
    with open(ctx.verify_dir / "truth.csv", newline="") as f:
        keys = {(r["series"], int(r["day"])) for r in csv.DictReader(f)}
    path = ctx.outputs_dir / "predictions" / "forecast.csv"
    if not path.exists():
        return [("predictions/forecast.csv exists", False, "missing")]
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    got = [(r["series"], int(r["day"])) for r in rows]
    vals = [float(r["forecast"]) for r in rows]
    return [
        ("one forecast per hidden day", len(got) == len(set(got)) and set(got) == keys,
         f"{len(got)} rows, {len(set(got) & keys)} of {len(keys)} hidden days"),
        ("forecasts are finite and non-negative", all(math.isfinite(v) and v >= 0 for v in vals), ""),
    ]
