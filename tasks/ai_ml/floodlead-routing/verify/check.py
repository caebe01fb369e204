"""predictions/forecast.csv must hold one finite, non-negative forecast per hidden (episode, lead)."""
import csv
import math


def check(ctx):
    with open(ctx.verify_dir / "truth.csv", newline="") as f:
        keys = {(r["episode"], int(r["lead"])) for r in csv.DictReader(f)}
    path = ctx.outputs_dir / "predictions" / "forecast.csv"
    if not path.exists():
        return [("predictions/forecast.csv exists", False, "missing")]
    got, vals, bad = [], [], 0
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            try:
                got.append((r["episode"], int(r["lead"])))
                vals.append(float(r["q_down"]))
            except (KeyError, TypeError, ValueError):
                bad += 1
    return [
        ("rows are episode,lead,q_down", bad == 0 and bool(got), "%d unreadable rows" % bad),
        ("one forecast per hidden episode and lead", len(got) == len(set(got)) and set(got) == keys,
         "%d rows, %d of %d hidden (episode, lead) pairs" % (len(got), len(set(got) & keys), len(keys))),
        ("forecasts are finite and non-negative", all(math.isfinite(v) and v >= 0 for v in vals), ""),
    ]
