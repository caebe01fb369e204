"""Table 2 must match the paper (Python 2.7 numbers); the held-out data and the staged branch file
must match the reference deployment."""
import csv

PAPER = {  # bins: (accuracy, leaves, n_train, n_test) -- Table 2 of paper.md
    2: (0.7510, 16), 3: (0.8103, 57), 4: (0.8221, 100), 6: (0.8340, 159), 8: (0.8458, 162),
    12: (0.8103, 130), 16: (0.7826, 221), 24: (0.7549, 357), 32: (0.7233, 484),
}
SIZES = (757, 253)


def _read(path):
    with open(path, newline="") as f:
        return {int(r["bins"]): (float(r["accuracy"]), int(r["leaves"]), int(r["n_train"]), int(r["n_test"]))
                for r in csv.DictReader(f)}


def _compare(name, found, expected, sizes):
    res = [(f"{name}: bins", set(found) == set(expected), f"found {sorted(found)}")]
    for b, (acc, lv) in sorted(expected.items()):
        if b in found:
            fa, fl, ntr, nte = found[b]
            res.append((f"{name}: {b} bins", abs(fa - acc) <= 1e-4 and fl == lv and (ntr, nte) == sizes,
                        f"expected acc {acc} leaves {lv} split {sizes}, found {fa} {fl} {(ntr, nte)}"))
    return res


def check(ctx):
    res = []
    path = ctx.outputs_dir / "results" / "table2.csv"
    if path.exists():
        res += _compare("table2", _read(path), PAPER, SIZES)
    else:
        res.append(("results/table2.csv exists", False, "missing"))
    for name, ref_name in (("heldout", "heldout_expected.csv"), ("branches", "branches_expected.csv")):
        path = ctx.outputs_dir / "results" / f"{name}.csv"
        if path.exists():
            ref = _read(ctx.verify_dir / ref_name)
            sizes = next(iter(ref.values()))[2:]
            res += _compare(name, _read(path), {b: v[:2] for b, v in ref.items()}, sizes)
        else:
            res.append((f"results/{name}.csv exists", False, "missing"))
    return res
