"""Accuracy of predictions/areas.csv on the unrevealed preprints of the hidden graph."""
import csv
import json


def score(ctx):
    with open(ctx.verify_dir / "answers.json") as f:
        gold = json.load(f)
    with open(ctx.outputs_dir / "predictions" / "areas.csv", newline="") as f:
        pred = {r["id"]: r["area"].strip() for r in csv.DictReader(f)}
    return sum(pred.get(i) == a for i, a in gold.items()) / len(gold)
