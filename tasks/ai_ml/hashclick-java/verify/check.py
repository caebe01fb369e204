"""Table 2 must match the paper; the held-out click log must match the reference deployment."""
import csv

PAPER = {  # (bits, crosses): (logloss, auc) -- Table 2 of paper.md
    (8, "none"): (0.471727, 0.73958),
    (12, "none"): (0.463884, 0.754545),
    (16, "none"): (0.463213, 0.755737),
    (20, "none"): (0.463147, 0.755876),
    (8, "ad:segment,site:device"): (0.467392, 0.744828),
    (12, "ad:segment,site:device"): (0.44338, 0.785729),
    (16, "ad:segment,site:device"): (0.43977, 0.791319),
    (20, "ad:segment,site:device"): (0.43945, 0.791739),
}
TOL = 2e-5


def _read(path):
    with open(path, newline="") as f:
        return {(int(r["bits"]), r["crosses"]): (float(r["logloss"]), float(r["auc"])) for r in csv.DictReader(f)}


def _compare(name, found, expected):
    res = [(f"{name}: rows", set(found) == set(expected), f"found {sorted(found)}")]
    for key, (ll, auc) in sorted(expected.items()):
        if key in found:
            fl, fa = found[key]
            res.append((f"{name}: bits={key[0]} crosses={key[1]}", abs(fl - ll) <= TOL and abs(fa - auc) <= TOL,
                        f"expected logloss {ll} auc {auc}, found {fl} {fa}"))
    return res


def check(ctx):
    res = []
    for name, expected in (("table2", PAPER), ("heldout", None)):
        path = ctx.outputs_dir / "results" / f"{name}.csv"
        if not path.exists():
            res.append((f"results/{name}.csv exists", False, "missing"))
            continue
        if expected is None:
            expected = {k: v for k, v in _read(ctx.verify_dir / "heldout_expected.csv").items()}
        res += _compare(name, _read(path), expected)
    return res
