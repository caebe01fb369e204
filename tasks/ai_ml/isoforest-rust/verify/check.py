"""Table 1 must match the paper; the held-out data (another data seed, full size and small) must match the
reference deployment."""
import csv

PAPER = {  # (scenario, subsample): (auc, mean anomaly score) -- Table 1 of paper.md
    ("blobs-2d", 32): (0.987800, 0.640532), ("blobs-2d", 256): (0.987167, 0.679173),
    ("blobs-10d", 32): (1.000000, 0.618957), ("blobs-10d", 256): (1.000000, 0.668254),
    ("local-6d", 32): (0.977367, 0.602109), ("local-6d", 256): (0.998967, 0.640358),
    ("noisy-20d", 32): (0.752367, 0.508703), ("noisy-20d", 256): (0.912800, 0.488439),
}
TOL = 2e-6


def _read(path):
    with open(path, newline="") as f:
        return {(r["scenario"], int(r["subsample"])): (float(r["auc"]), float(r["mean_anomaly_score"]))
                for r in csv.DictReader(f)}


def _compare(name, found, expected):
    res = [(f"{name}: rows", set(found) == set(expected), f"found {sorted(found)}")]
    for k, (a, m) in sorted(expected.items()):
        if k in found:
            fa, fm = found[k]
            res.append((f"{name}: {k[0]} psi={k[1]}", abs(fa - a) <= TOL and abs(fm - m) <= TOL,
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
        if expected is None:
            expected = _read(ctx.verify_dir / hidden[name])
        res += _compare(name, _read(path), expected)
    return res
