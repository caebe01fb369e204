"""Hidden check: collisions the agent never saw (verify/inputs/hidden_cases.txt) must come
out of a real simulation: close to the reference deployment's numbers and, as a sanity
bound, to the closed-form phase shifts computed here."""
import csv
import math
from pathlib import Path

REF_ABS = 2e-6        # against the reference deployment (round-off level differences)
THEORY_REL = 3e-3     # against inverse-scattering theory


def theory(c1, c2):
    k1, k2 = math.sqrt(c1) / 2, math.sqrt(c2) / 2
    lg = math.log((k1 + k2) / (k1 - k2))
    return lg / k1, -lg / k2


def check(ctx):
    with (Path(ctx.verify_dir) / "expected_hidden.csv").open() as fh:
        ref = list(csv.DictReader(fh))
    path = Path(ctx.outputs_dir) / "results" / "hidden_cases.csv"
    if not path.exists():
        return [("hidden results exist", False, "results/hidden_cases.csv missing")]
    with path.open() as fh:
        got = list(csv.DictReader(fh))
    out = [("hidden rows", len(got) == len(ref), "expected %d, found %d" % (len(ref), len(got)))]
    for want, row in zip(ref, got):
        c1, c2 = float(want["c1"]), float(want["c2"])
        th = dict(zip(("fast", "slow"), theory(c1, c2)))
        for side in ("fast", "slow"):
            label = "c1=%g c2=%g %s" % (c1, c2, side)
            try:
                val = float(row["shift_" + side])
                same = float(row["c1"]) == c1 and float(row["c2"]) == c2
            except (KeyError, ValueError) as exc:
                out.append((label, False, repr(exc)))
                continue
            exp = float(want["shift_" + side])
            out.append((label + " vs reference", same and abs(val - exp) <= REF_ABS,
                        "expected %.8f, found %.8f" % (exp, val)))
            out.append((label + " vs theory", abs(val / th[side] - 1) <= THEORY_REL,
                        "theory %.6f, found %.6f" % (th[side], val)))
    return out
