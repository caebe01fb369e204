"""Table 1 (full scale) must match the paper to its printed precision; the held-out data (another data
seed, the smoke-test size and a small data set) must match the reference deployment."""
import csv

PAPER = {  # (scenario, subsample): (auc, mean anomaly score) -- Table 1 of paper.md, four decimals
    ('blobs-2d', '32'): (0.9399, 0.6171),
    ('blobs-2d', '256'): (0.9636, 0.6553),
    ('blobs-2d', 'all'): (0.9681, 0.5986),
    ('blobs-10d', '32'): (0.999, 0.6153),
    ('blobs-10d', '256'): (1.0, 0.6607),
    ('blobs-10d', 'all'): (1.0, 0.6193),
    ('local-6d', '32'): (0.9851, 0.5893),
    ('local-6d', '256'): (0.9981, 0.6254),
    ('local-6d', 'all'): (0.9997, 0.6066),
    ('noisy-20d', '32'): (0.7877, 0.5133),
    ('noisy-20d', '256'): (0.8561, 0.4813),
    ('noisy-20d', 'all'): (0.9431, 0.4497),
}
PAPER_TOL = 0.00006  # half a unit of the fourth decimal, plus rounding slack
TOL = 2e-6  # held-out references: six printed decimals of the reference deployment


def _read(path):
    with open(path, newline="") as f:
        return {(r["scenario"], str(r["subsample"])): (float(r["auc"]), float(r["mean_anomaly_score"]))
                for r in csv.DictReader(f)}


def _compare(name, found, expected, tol):
    res = [(f"{name}: rows", set(found) == set(expected), f"found {sorted(found)}")]
    for k, (a, m) in sorted(expected.items()):
        if k in found:
            fa, fm = found[k]
            res.append((f"{name}: {k[0]} psi={k[1]}", abs(fa - a) <= tol and abs(fm - m) <= tol,
                        f"expected auc {a} mean score {m}, found {fa} {fm}"))
    return res


def check(ctx):
    res = []
    hidden = {"heldout": "heldout_expected.csv", "heldout-small": "heldout_small_expected.csv"}
    for name, expected in (("table1", PAPER), ("heldout", None), ("heldout-small", None)):
        path = ctx.outputs_dir / "results" / f"{name}.csv"
        if not path.exists():
            res.append((f"results/{name}.csv exists", False, "missing"))
            continue
        tol = PAPER_TOL if expected is PAPER else TOL
        if expected is None:
            expected = _read(ctx.verify_dir / hidden[name])
        res += _compare(name, _read(path), expected, tol)
    return res
