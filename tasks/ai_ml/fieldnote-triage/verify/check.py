"""The prediction file must cover exactly the hidden test notes, with known family names."""
import csv

FAMILIES = {"hydraulic", "electrical", "firmware", "structural", "thermal", "sensor"}


def check(ctx):
    with open(ctx.verify_dir / "test_labels.csv", newline="") as f:
        gold_ids = [r["id"] for r in csv.DictReader(f)]
    path = ctx.outputs_dir / "predictions" / "test.csv"
    if not path.exists():
        return [("predictions/test.csv exists", False, "missing")]
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    ids = [r.get("id") for r in rows]
    bad = sorted({r.get("label") for r in rows} - FAMILIES)
    return [
        ("one prediction per hidden test note", sorted(ids) == sorted(gold_ids),
         f"{len(ids)} rows, {len(set(ids) & set(gold_ids))} of {len(gold_ids)} hidden ids"),
        ("labels are fault families", not bad, f"unknown labels: {bad[:5]}"),
    ]
