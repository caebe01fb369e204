"""Table 3 must match the paper; the held-out config must match the reference deployment."""
import csv

PAPER = {  # (scenario, method): (selected, tpr, fdr) -- Table 3 of paper.md
    ("indep", "stability"): (8, 0.75, 0.25), ("indep", "cv-lasso"): (12, 0.875, 0.4167),
    ("ar05", "stability"): (7, 0.75, 0.1429), ("ar05", "cv-lasso"): (10, 0.75, 0.4),
    ("ar09", "stability"): (3, 0.25, 0.3333), ("ar09", "cv-lasso"): (23, 0.875, 0.6957),
    ("wide", "stability"): (2, 0.3333, 0.0), ("wide", "cv-lasso"): (14, 1.0, 0.5714),
}
TOL = 1e-3


def _read(path):
    with open(path, newline="") as f:
        return {(r["scenario"], r["method"]): (int(float(r["selected"])), float(r["tpr"]), float(r["fdr"]))
                for r in csv.DictReader(f)}


def _compare(name, found, expected):
    res = [(f"{name}: rows", set(found) == set(expected), f"found {sorted(found)}")]
    for key, (sel, tpr, fdr) in sorted(expected.items()):
        if key in found:
            fs, ft, ff = found[key]
            ok = fs == sel and abs(ft - tpr) <= TOL and abs(ff - fdr) <= TOL
            res.append((f"{name}: {key[0]} {key[1]}", ok,
                        f"expected selected={sel} tpr={tpr} fdr={fdr}, found {fs} {ft} {ff}"))
    return res


def check(ctx):
    res = []
    for name, expected in (("table3", PAPER), ("heldout", None)):
        path = ctx.outputs_dir / "results" / f"{name}.csv"
        if not path.exists():
            res.append((f"results/{name}.csv exists", False, "missing"))
            continue
        if expected is None:
            expected = _read(ctx.verify_dir / "heldout_expected.csv")
        res += _compare(name, _read(path), expected)
    return res
