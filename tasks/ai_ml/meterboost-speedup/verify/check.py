"""Output check for meterboost-speedup: the scores of the last timed run equal the starter's.

The last run scored one of the hidden batches (inputs/batches/r.csv, r = DEPLOYBENCH_REPEAT mod 3);
its ids say which. Every row of that batch must have a row in predictions/scores.csv, with the
starter's label and every probability within TOL (absolute) of the starter's
(verify/expected/batch_r.csv, made by verify/make_hidden.py with the untouched starter in the
task image).
"""
import csv
import math

TOL = 1e-6
CLASSES = ("normal", "drift", "tamper", "fault")
COLS = [f"p_{c}" for c in CLASSES]


def _read(path):
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        header = reader.fieldnames or []
        rows = list(reader)
    return header, rows


def check(ctx):
    name_ = "scores equal the starter's"
    path = ctx.outputs_dir / "predictions" / "scores.csv"
    if not path.is_file():
        return [(name_, False, "predictions/scores.csv was not written")]
    header, rows = _read(path)
    if not {"id", "label", *COLS} <= set(header):
        return [(name_, False, f"header is {header}")]
    got = {r["id"]: r for r in rows}
    expected = {}
    for p in sorted((ctx.verify_dir / "expected").glob("batch_*.csv")):
        expected[p.stem] = {r["id"]: r for r in _read(p)[1]}
    name = next((n for n, e in expected.items() if set(e) & set(got)), None)
    if name is None:
        return [(name_, False, f"{len(rows)} rows, none with an id of a hidden batch")]
    want = expected[name]
    problems = []
    missing = [i for i in want if i not in got]
    extra = [i for i in got if i not in want]
    if missing or extra or len(rows) != len(want):
        problems.append(f"{len(rows)} rows for {len(want)} readings ({len(missing)} missing, {len(extra)} unknown)")
    worst, worst_id, bad_labels, bad_rows = 0.0, None, 0, 0
    for rid, w in want.items():
        g = got.get(rid)
        if g is None:
            continue
        if (g.get("label") or "").strip() != w["label"]:
            bad_labels += 1
        try:
            d = max(abs(float(g[c]) - float(w[c])) for c in COLS)
            if math.isnan(d):
                raise ValueError
        except (TypeError, ValueError):
            d = math.inf
        if d > TOL:
            bad_rows += 1
        if d > worst:
            worst, worst_id = d, rid
    if bad_labels:
        problems.append(f"{bad_labels} labels differ from the starter's")
    if bad_rows:
        problems.append(f"{bad_rows} rows with a probability off by more than {TOL:g} (worst {worst:.3g} at {worst_id})")
    detail = "; ".join(problems) or f"{name}: {len(want)} rows, labels equal, max |dp| {worst:.2g}"
    return [(name_, not problems, detail)]
