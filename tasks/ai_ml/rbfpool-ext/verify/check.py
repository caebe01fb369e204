"""Table 2 (paper data) and a held-out run (data seed 913, train seed 31) against the reference."""
import json

# Table 2 of paper.md: (accuracy, nll) on the 600 test shapes
PAPER = {"pointwise": (0.8750, 0.4025), "knnmean": (0.9167, 0.2436), "rbfpool": (0.9600, 0.1459)}
# reference deployment on held-out data (the artifact's own generator, seed 913)
HELDOUT = {"rbfpool": (0.9300, 0.2609)}
# reference on sparse held-out sets (data seed 913, 10 points < k = 16, training seed 7)
SPARSE = {"rbfpool": (0.6100, 0.9505)}
SPARSE_ACC_ABS = 0.04  # small sets train less stably: wider than Table 2 (see NOTES)
SPARSE_NLL_REL = 0.08
ACC_ABS = 0.0117      # 7 of 600 test shapes: Debian torch 1.13.1 vs PyPI torch 2.15 differ by 4 (knnmean)
NLL_REL = 0.03


def _compare(name, path, expected, n_test, acc_abs=ACC_ABS, nll_rel=NLL_REL):
    if not path.exists():
        return [(name + " exists", False, "missing " + str(path))]
    d = json.loads(path.read_text())
    res = [(name + ": n_test", d.get("n_test") == n_test, "found {}".format(d.get("n_test")))]
    rows = d.get("variants", {})
    for v, (acc, nll) in expected.items():
        row = rows.get(v)
        if row is None:
            res.append(("{}: {}".format(name, v), False, "variant missing"))
            continue
        fa, fn = float(row["accuracy"]), float(row["nll"])
        res.append(("{}: {} accuracy".format(name, v), abs(fa - acc) <= acc_abs,
                    "expected {} +- {}, found {}".format(acc, acc_abs, fa)))
        res.append(("{}: {} nll".format(name, v), abs(fn - nll) <= nll_rel * nll,
                    "expected {} (rel {}), found {}".format(nll, nll_rel, fn)))
    return res


def check(ctx):
    out = ctx.outputs_dir / "results"
    return (_compare("table2", out / "table2.json", PAPER, 600)
            + _compare("heldout", out / "heldout.json", HELDOUT, 600)
            + _compare("sparse", out / "sparse.json", SPARSE, 600, SPARSE_ACC_ABS, SPARSE_NLL_REL))
