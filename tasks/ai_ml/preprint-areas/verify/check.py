"""predictions/areas.csv must tag exactly the unrevealed preprints of the hidden graph."""
import csv
import json

AREAS = {"optimization", "vision", "language", "theory", "robotics", "biology"}


def check(ctx):
    with open(ctx.verify_dir / "answers.json") as f:
        gold = set(json.load(f))
    path = ctx.outputs_dir / "predictions" / "areas.csv"
    if not path.exists():
        return [("predictions/areas.csv exists", False, "missing")]
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    ids = [r.get("id") for r in rows]
    bad = sorted({r.get("area") for r in rows} - AREAS)
    return [
        ("one row per unrevealed preprint", len(ids) == len(set(ids)) and set(ids) == gold,
         f"{len(ids)} rows, {len(set(ids) & gold)} of {len(gold)} unrevealed ids"),
        ("areas are known", not bad, f"unknown areas: {bad[:5]}"),
    ]
