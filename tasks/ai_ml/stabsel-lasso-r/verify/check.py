"""Table 3 must match the paper; the held-out config must match the reference deployment."""
import csv

# Table 3 of paper.md: (scenario, method): (selected, tpr, fdr, q); q only for stability selection.
PAPER = {
    ("ar05", "stability"): (6, 0.625, 0.1667, 27.6), ("ar05", "cv-lasso"): (10, 0.875, 0.3, None),
    ("ar09", "stability"): (4, 0.375, 0.25, 21.8), ("ar09", "cv-lasso"): (33, 0.875, 0.7879, None),
    ("indep", "stability"): (9, 0.875, 0.2222, 25.8), ("indep", "cv-lasso"): (29, 1.0, 0.7241, None),
    ("lowsnr", "stability"): (7, 0.75, 0.1429, 44.5), ("lowsnr", "cv-lasso"): (7, 0.75, 0.1429, None),
    ("wide", "stability"): (1, 0.1667, 0.0, 28.6), ("wide", "cv-lasso"): (1, 0.1667, 0.0, None),
}
TOL = 1e-3          # rates: the paper prints three decimals
QTOL_PAPER = 0.051  # q: the paper prints one decimal
QTOL_REF = 0.011    # q: the reference CSV has two decimals


def _q(v):
    return None if v in ("", "NA", None) else float(v)


def _read(path):
    with open(path, newline="") as f:
        return {(r["scenario"], r["method"]): (int(float(r["selected"])), float(r["tpr"]), float(r["fdr"]),
                                               _q(r.get("q")))
                for r in csv.DictReader(f)}


def _compare(name, found, expected, qtol):
    res = [(f"{name}: rows", set(found) == set(expected), f"found {sorted(found)}")]
    for key, (sel, tpr, fdr, q) in sorted(expected.items()):
        if key in found:
            fs, ft, ff, fq = found[key]
            ok = fs == sel and abs(ft - tpr) <= TOL and abs(ff - fdr) <= TOL
            if q is not None:
                ok = ok and fq is not None and abs(fq - q) <= qtol
            res.append((f"{name}: {key[0]} {key[1]}", ok,
                        f"expected selected={sel} tpr={tpr} fdr={fdr} q={q}, found {fs} {ft} {ff} {fq}"))
    return res


def check(ctx):
    res = []
    for name, expected, qtol in (("table3", PAPER, QTOL_PAPER), ("heldout", None, QTOL_REF)):
        path = ctx.outputs_dir / "results" / f"{name}.csv"
        if not path.exists():
            res.append((f"results/{name}.csv exists", False, "missing"))
            continue
        try:
            found = _read(path)
        except (KeyError, ValueError) as e:
            res.append((f"results/{name}.csv readable", False, f"{type(e).__name__}: {e}"))
            continue
        if expected is None:
            expected = _read(ctx.verify_dir / "heldout_expected.csv")
        res += _compare(name, found, expected, qtol)
    return res
