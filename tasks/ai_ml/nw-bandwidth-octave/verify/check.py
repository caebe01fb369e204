"""Table 1 must match the paper; the held-out data seed must match the reference deployment."""
import csv

PAPER = {  # function: (h_rot, mse_rot, h_cv, mse_cv) -- Table 1 of paper.md
    "sine": (0.094079, 0.016136, 0.017783, 0.005093),
    "bumps": (0.031754, 0.039031, 0.007943, 0.024287),
    "step": (0.090034, 0.020932, 0.014125, 0.009000),
    "chirp": (0.032097, 0.091477, 0.015849, 0.055272),
}
TOL = 2e-6


def _read(path):
    with open(path, newline="") as f:
        return {r["function"]: tuple(float(r[k]) for k in ("h_rot", "mse_rot", "h_cv", "mse_cv"))
                for r in csv.DictReader(f)}


def _compare(name, found, expected):
    res = [(f"{name}: functions", set(found) == set(expected), f"found {sorted(found)}")]
    for fn, exp in sorted(expected.items()):
        if fn in found:
            ok = all(abs(a - b) <= TOL for a, b in zip(found[fn], exp))
            res.append((f"{name}: {fn}", ok, f"expected h_rot/mse_rot/h_cv/mse_cv {exp}, found {found[fn]}"))
    return res


def check(ctx):
    res = []
    for name, expected in (("table1", PAPER), ("heldout", None)):
        path = ctx.outputs_dir / "results" / f"{name}.csv"
        if not path.exists():
            res.append((f"results/{name}.csv exists", False, "missing"))
            continue
        if expected is None:
            expected = _read(ctx.verify_dir / "heldout_expected.csv")
        res += _compare(name, _read(path), expected)
    return res
