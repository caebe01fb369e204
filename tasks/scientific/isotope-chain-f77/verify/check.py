"""Hidden check: the verify-time inputs (a Table-1-style configuration and a
Fig. 2 sweep in the flat input format, with seeds, concentrations and mass
ratios the agent never saw) must reproduce the reference deployment's tables
row by row.  A reference value of null means "no onset": the row must say nan."""
import csv
import json
import math
from pathlib import Path

REFERENCES = ("expected_hidden.json", "expected_hidden_fig2.json")
REL, ABS = 2e-3, 2e-4


def _compare(ref, outputs_dir):
    tag = Path(ref["file"]).stem
    path = Path(outputs_dir) / ref["file"]
    if not path.exists():
        return [("%s exists" % tag, False, "%s missing" % ref["file"])]
    with path.open() as fh:
        got = list(csv.DictReader(fh))
    results = [("%s rows" % tag, len(got) == len(ref["rows"]),
                "expected %d rows, found %d" % (len(ref["rows"]), len(got)))]
    if len(got) != len(ref["rows"]):
        return results
    for want, row in zip(ref["rows"], got):
        for col, exp in want.items():
            name = "%s %s@%s" % (tag, col, want["ratio"])
            try:
                val = float(row[col])
            except (KeyError, TypeError, ValueError) as exc:
                results.append((name, False, repr(exc)))
                continue
            if exp is None:
                results.append((name, math.isnan(val), "expected nan, found %.6g" % val))
                continue
            ok = math.isfinite(val) and abs(val - exp) <= max(REL * abs(exp), ABS)
            results.append((name, ok, "expected %.6g, found %.6g" % (exp, val)))
    return results


def check(ctx):
    results = []
    for ref_name in REFERENCES:
        ref = json.loads((Path(ctx.verify_dir) / ref_name).read_text())
        results.extend(_compare(ref, ctx.outputs_dir))
    return results
