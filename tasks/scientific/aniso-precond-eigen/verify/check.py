"""Hidden check: the verify-time parameter file (grid, anisotropies and angles the
agent never saw) must reproduce the reference deployment row by row."""
import csv
import math
from pathlib import Path

ITER_REL, ITER_ABS = 0.05, 3          # FMA / -march=native move IC-CG by a few iterations
ERR_REL = 1e-3
TOL = 1e-8


def _key(row):
    return (int(float(row["n"])), float(row["eps"]), float(row["theta_deg"]), row["solver"].strip())


def check(ctx):
    with (Path(ctx.verify_dir) / "expected_hidden.csv").open() as fh:
        ref = {_key(r): r for r in csv.DictReader(fh)}
    path = Path(ctx.outputs_dir) / "results" / "hidden.csv"
    if not path.exists():
        return [("hidden table exists", False, "results/hidden.csv missing")]
    with path.open() as fh:
        got = {_key(r): r for r in csv.DictReader(fh)}
    out = [("hidden rows", set(got) == set(ref),
            "expected %d rows %s, found %d" % (len(ref), sorted(ref)[:2], len(got)))]
    for key, want in sorted(ref.items()):
        row = got.get(key)
        label = "%s eps=%g theta=%g" % (key[3], key[1], key[2])
        if row is None:
            out.append((label, False, "row missing"))
            continue
        it, it0 = int(float(row["iters"])), int(want["iters"])
        out.append((label + " iters", abs(it - it0) <= max(ITER_ABS, ITER_REL * it0),
                    "expected %d, found %d" % (it0, it)))
        err, err0 = float(row["err"]), float(want["err"])
        out.append((label + " err", math.isfinite(err) and abs(err - err0) <= ERR_REL * err0,
                    "expected %.4e, found %.4e" % (err0, err)))
        rr = float(row["relres"])
        out.append((label + " relres", int(float(row["converged"])) == 1 and rr <= 1.01 * TOL,
                    "converged=%s relres=%.3e" % (row["converged"], rr)))
    return out
