"""Hidden check for a parameter file the agent never saw (verify/inputs/hidden.txt).

* u_max_exact is recomputed here (Poiseuille profile at the node nearest the centre);
* TRT must match it to the convergence tolerance (the paper's claim), which the NumPy
  fallback cannot do (it has no TRT) and the BGK kernel does not do;
* BGK's peak velocity and step counts must equal the reference deployment's.
"""
import csv
from pathlib import Path

TRT_REL = 1e-6
BGK_REL = 1e-7
STEPS_ABS = 3


def read_params(path):
    prm = {}
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            k, v = (t.strip() for t in line.split("=", 1))
            prm[k] = v
    return prm


def exact_peak(ny, tau, force):
    nu = (tau - 0.5) / 3.0
    return max(force / (2 * nu) * (j + 0.5) * (ny - j - 0.5) for j in range(ny))


def check(ctx):
    vdir = Path(ctx.verify_dir)
    prm = read_params(vdir / "inputs" / "hidden.txt")
    ny, force = int(prm["ny"]), float(prm["force"])
    with (vdir / "expected_hidden.csv").open() as fh:
        ref = {(float(r["tau"]), r["collision"]): r for r in csv.DictReader(fh)}
    path = Path(ctx.outputs_dir) / "results" / "hidden.csv"
    if not path.exists():
        return [("hidden table exists", False, "results/hidden.csv missing")]
    with path.open() as fh:
        got = {(float(r["tau"]), r["collision"]): r for r in csv.DictReader(fh)}
    out = [("hidden rows", set(got) == set(ref), "expected %d rows, found %d" % (len(ref), len(got)))]
    for key, want in sorted(ref.items()):
        tau, coll = key
        row = got.get(key)
        label = "tau=%g %s" % key
        if row is None:
            out.append((label, False, "row missing"))
            continue
        try:
            umax, uex = float(row["u_max"]), float(row["u_max_exact"])
            steps, conv, rny = int(row["steps"]), int(row["converged"]), int(row["ny"])
        except (KeyError, ValueError) as exc:
            out.append((label, False, repr(exc)))
            continue
        truth = exact_peak(ny, tau, force)
        out.append((label + " exact peak", rny == ny and abs(uex / truth - 1) < 1e-12,
                    "expected %.12e, found %.12e (ny=%d)" % (truth, uex, rny)))
        out.append((label + " converged", conv == 1, "converged=%d" % conv))
        if coll == "trt":
            out.append((label + " matches Poiseuille", abs(umax / truth - 1) <= TRT_REL,
                        "exact %.10e, found %.10e" % (truth, umax)))
        else:
            u0 = float(want["u_max"])
            out.append((label + " peak vs reference", abs(umax / u0 - 1) <= BGK_REL,
                        "expected %.10e, found %.10e" % (u0, umax)))
        s0 = int(want["steps"])
        out.append((label + " steps", abs(steps - s0) <= STEPS_ABS, "expected %d, found %d" % (s0, steps)))
    return out
