"""Score for pump-fault-tabular: accuracy of outputs/predictions.csv on the hidden labels.

Every hidden test row counts: a missing id or a value other than 0/1 counts as wrong.
"""
import csv


def _read(path):
    with open(path, newline="") as f:
        return {row["id"]: (row.get("fault") or "").strip() for row in csv.DictReader(f)}


def score(ctx):
    labels = _read(ctx.verify_dir / "test_labels.csv")
    path = ctx.outputs_dir / "outputs" / "predictions.csv"
    preds = _read(path) if path.is_file() else {}
    correct = sum(1 for i, y in labels.items() if preds.get(i) == y)
    return correct / len(labels)
