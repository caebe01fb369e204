"""Format check for pump-fault-tabular: one 0/1 prediction for every hidden test id."""
import csv


def check(ctx):
    with open(ctx.verify_dir / "inputs" / "test_features.csv", newline="") as f:
        want = [row["id"] for row in csv.DictReader(f)]
    path = ctx.outputs_dir / "outputs" / "predictions.csv"
    if not path.is_file():
        return [("predictions format", False, "outputs/predictions.csv was not written")]
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        if reader.fieldnames is None or not {"id", "fault"} <= set(reader.fieldnames):
            return [("predictions format", False, f"header is {reader.fieldnames}, expected id,fault")]
        rows = list(reader)
    ids = [r["id"] for r in rows]
    problems = []
    if sorted(ids) != sorted(want):
        missing = len(set(want) - set(ids))
        problems.append(f"{len(ids)} rows for {len(want)} test ids ({missing} missing)")
    bad = [r["fault"] for r in rows if r["fault"] not in ("0", "1")]
    if bad:
        problems.append(f"{len(bad)} values other than 0/1, e.g. {bad[0]!r}")
    return [("predictions format", not problems, "; ".join(problems) or f"{len(want)} predictions")]
