"""Hidden check for a verify-time seed (verify/inputs/hidden_run.txt) the agent never saw.

* the exact column is recomputed here from the seed (a Python port of the parameter
  generator and the closed-form integrals);
* the estimates and standard errors must equal the reference deployment's
  (expected_hidden.csv, made with the paper's 8 threads: the RQMC shifts are drawn per block of
  replicas, so the RQMC rows depend on the thread count);
* sanity: every estimate lies within 8 standard errors of the exact value.
"""
import csv
import math
from pathlib import Path

M64 = (1 << 64) - 1
TAGS = {"oscillatory": 1, "peak": 2, "continuous": 3}
HARD = {"oscillatory": 1.0, "peak": 2.0, "continuous": 1.5}


def splitmix64(state):
    state = (state + 0x9E3779B97F4A7C15) & M64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return state, z ^ (z >> 31)


def unit(x):
    return (x >> 11) * (1.0 / (1 << 53))


def params(family, d, seed):
    s = seed ^ (TAGS[family] << 56) ^ (d << 40)
    w, u = [], []
    for _ in range(d):
        s, z = splitmix64(s)
        w.append(0.05 + unit(z))
    for _ in range(d):
        s, z = splitmix64(s)
        u.append(unit(z))
    scale = HARD[family] * d / sum(w)
    return [wi * scale for wi in w], u


def exact(family, d, seed):
    a, u = params(family, d, seed)
    if family == "oscillatory":
        z = complex(math.cos(2 * math.pi * u[0]), math.sin(2 * math.pi * u[0]))
        for ai in a:
            z *= complex(math.sin(ai) / ai, (1 - math.cos(ai)) / ai)
        return z.real
    if family == "peak":
        return math.prod(ai * (math.atan(ai * (1 - ui)) + math.atan(ai * ui)) for ai, ui in zip(a, u))
    return math.prod((2 - math.exp(-ai * ui) - math.exp(-ai * (1 - ui))) / ai for ai, ui in zip(a, u))


def _close(x, y, rel):
    return abs(x - y) <= rel * max(abs(x), abs(y), 1e-300)


def check(ctx):
    seed = int((Path(ctx.verify_dir) / "inputs" / "hidden_run.txt").read_text().split()[0])
    with (Path(ctx.verify_dir) / "expected_hidden.csv").open() as fh:
        ref = {(r["family"], r["d"], r["method"]): r for r in csv.DictReader(fh)}
    path = Path(ctx.outputs_dir) / "results" / "hidden.csv"
    if not path.exists():
        return [("hidden table exists", False, "results/hidden.csv missing")]
    with path.open() as fh:
        got = {(r["family"], r["d"], r["method"]): r for r in csv.DictReader(fh)}
    out = [("hidden rows", set(got) == set(ref), "expected %d rows, found %d" % (len(ref), len(got)))]
    for key, want in sorted(ref.items()):
        fam, d, meth = key
        row = got.get(key)
        if row is None:
            out.append(("%s d=%s %s" % key, False, "row missing"))
            continue
        try:
            est, se, ex = float(row["estimate"]), float(row["stderr"]), float(row["exact"])
        except (KeyError, ValueError) as exc:
            out.append(("%s d=%s %s" % key, False, repr(exc)))
            continue
        truth = exact(fam, int(d), seed)
        out.append(("%s d=%s %s exact" % key, _close(ex, truth, 1e-10),
                    "closed form %.12e, found %.12e" % (truth, ex)))
        out.append(("%s d=%s %s estimate" % key,
                    _close(est, float(want["estimate"]), 1e-9) and _close(se, float(want["stderr"]), 1e-6),
                    "expected %s +- %s, found %s +- %s" % (want["estimate"], want["stderr"], row["estimate"], row["stderr"])))
        out.append(("%s d=%s %s within 8 stderr" % key, se > 0 and abs(est - truth) <= 8 * se,
                    "error %.3e, stderr %.3e" % (abs(est - truth), se)))
    return out
