"""Hidden check: the verify-time configuration (a seed, concentration and
mass ratios the agent never saw) must reproduce the reference deployment's
table row by row."""
import csv
import json
import math
from pathlib import Path

COLUMNS = ("heavy_frac", "mean_pr", "loc_frac", "omega_max", "omega_loc")
REL, ABS = 2e-3, 2e-4


def check(ctx):
    ref = json.loads((Path(ctx.verify_dir) / "expected_hidden.json").read_text())
    path = Path(ctx.outputs_dir) / ref["file"]
    if not path.exists():
        return [("hidden table exists", False, "%s missing" % ref["file"])]
    with path.open() as fh:
        got = list(csv.DictReader(fh))
    results = [("hidden table rows", len(got) == len(ref["rows"]),
                "expected %d rows, found %d" % (len(ref["rows"]), len(got)))]
    if len(got) != len(ref["rows"]):
        return results
    for want, row in zip(ref["rows"], got):
        for col in ("ratio",) + COLUMNS:
            try:
                val = float(row[col])
            except (KeyError, ValueError) as exc:
                results.append(("hidden %s@%s" % (col, want["ratio"]), False, repr(exc)))
                continue
            exp = want[col]
            ok = math.isfinite(val) and abs(val - exp) <= max(REL * abs(exp), ABS)
            results.append(("hidden %s@%s" % (col, want["ratio"]), ok,
                            "expected %.6g, found %.6g" % (exp, val)))
    return results
