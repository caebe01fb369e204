"""Table 2 must match the paper; the held-out configuration must match the reference run."""
import csv

# Table 2 as printed in paper.md (reference deployment; identical on Debian bookworm's
# numpy 1.24 / scikit-learn 1.2 / pandas 1.5 and on PyPI's numpy 2.4 / scikit-learn 1.9 / pandas 3.1)
PAPER = {
    ("exact", 1500): (0.302272, 0.0),
    ("rff", 25): (1.176126, 0.031417), ("rff", 100): (0.835030, 0.050467),
    ("rff", 400): (0.476932, 0.015746), ("rff", 1000): (0.386648, 0.006584),
    ("nystroem", 25): (1.091843, 0.069145), ("nystroem", 100): (0.631878, 0.014212),
    ("nystroem", 400): (0.432425, 0.010125), ("nystroem", 1000): (0.307563, 0.005024),
}
REL, ABS = 0.002, 2e-5


def _table(path):
    with open(path, newline="") as f:
        return {(r["method"], int(float(r["components"]))): (float(r["rmse_mean"]), float(r["rmse_std"]))
                for r in csv.DictReader(f)}


def _compare(name, found, expected):
    out = [(f"{name}: rows", set(found) == set(expected),
            f"expected {sorted(expected)}, found {sorted(found)}")]
    for key, (m, s) in sorted(expected.items()):
        if key not in found:
            continue
        fm, fs = found[key]
        ok = abs(fm - m) <= max(REL * abs(m), ABS) and abs(fs - s) <= max(REL * abs(s), ABS)
        out.append((f"{name}: {key[0]} {key[1]}", ok, f"expected rmse {m}±{s}, found {fm}±{fs}"))
    return out


def check(ctx):
    res = []
    for name, expected in (("table2", PAPER), ("heldout", None)):
        path = ctx.outputs_dir / "results" / f"{name}.csv"
        if not path.exists():
            res.append((f"results/{name}.csv exists", False, "missing"))
            continue
        if expected is None:
            expected = _table(ctx.verify_dir / "heldout_expected.csv")
        res += _compare(name, _table(path), expected)
    return res
