"""Hidden check for a parameter file the agent never saw (verify/inputs/hidden.txt):

* exact_T is recomputed here (first-step analysis of the birth-death chain);
* the simulated mean must be statistically consistent with it (|z| < 5);
* and, as the simulation is deterministic for a seed, equal to the reference deployment's
  mean and event count (expected_hidden.csv).
"""
import csv
from pathlib import Path


def read_params(path):
    prm = {}
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            k, v = (t.strip() for t in line.split("=", 1))
            prm[k] = v
    return prm


def exact_T(N, beta, gamma, i0):
    lam = [beta * i * (N - i) / N for i in range(N + 1)]
    mu = [gamma * i for i in range(N + 1)]
    cp = [0.0] * (N + 2)
    dp = [0.0] * (N + 2)
    for i in range(1, N + 1):
        a, b, c = -mu[i], lam[i] + mu[i], -lam[i]
        den = b - (a * cp[i - 1] if i > 1 else 0.0)
        cp[i] = c / den
        dp[i] = (1.0 - (a * dp[i - 1] if i > 1 else 0.0)) / den
    T = [0.0] * (N + 2)
    for i in range(N, 0, -1):
        T[i] = dp[i] - cp[i] * T[i + 1]
    return T[i0]


def check(ctx):
    vdir = Path(ctx.verify_dir)
    gamma = float(read_params(vdir / "inputs" / "hidden.txt").get("gamma", 1.0))
    with (vdir / "expected_hidden.csv").open() as fh:
        ref = {(float(r["R0"]), int(r["N"])): r for r in csv.DictReader(fh)}
    path = Path(ctx.outputs_dir) / "results" / "hidden.csv"
    if not path.exists():
        return [("hidden table exists", False, "results/hidden.csv missing")]
    with path.open() as fh:
        got = {(float(r["R0"]), int(r["N"])): r for r in csv.DictReader(fh)}
    out = [("hidden rows", set(got) == set(ref), "expected %s, found %s" % (sorted(ref), sorted(got)))]
    for (r0, N), want in sorted(ref.items()):
        label = "R0=%g N=%d" % (r0, N)
        row = got.get((r0, N))
        if row is None:
            out.append((label, False, "row missing"))
            continue
        try:
            i0, mean, se = int(row["i0"]), float(row["mean_T"]), float(row["stderr"])
            ex, nev = float(row["exact_T"]), int(row["events"])
        except (KeyError, ValueError) as exc:
            out.append((label, False, repr(exc)))
            continue
        truth = exact_T(N, r0 * gamma, gamma, int(want["i0"]))
        out.append((label + " exact", i0 == int(want["i0"]) and abs(ex / truth - 1) < 1e-9,
                    "expected %.10e (i0=%s), found %.10e (i0=%d)" % (truth, want["i0"], ex, i0)))
        out.append((label + " |z| < 5", se > 0 and abs(mean - truth) < 5 * se,
                    "mean %.4f, stderr %.4f, exact %.4f" % (mean, se, truth)))
        m0 = float(want["mean_T"])
        out.append((label + " vs reference", abs(mean / m0 - 1) < 1e-9 and nev == int(want["events"]),
                    "expected %.10e (%s events), found %.10e (%d events)" % (m0, want["events"], mean, nev)))
    return out
