"""Table 2 must match the paper (including the per-depth summary); the held-out data seed must
match the reference deployment."""
import json

PAPER = [  # (maxDepth, learningRate, nTrees, colsample, logloss, accuracy) -- Table 2 of paper.md
    (1, 0.1, 200, 1.0, 0.577366, 0.6865),
    (2, 0.1, 200, 1.0, 0.556409, 0.6990),
    (3, 0.1, 200, 1.0, 0.558005, 0.7020),
    (2, 0.1, 200, 0.5, 0.556439, 0.7060),
    (3, 0.1, 200, 0.5, 0.557705, 0.7035),
    (3, 0.3, 60, 0.5, 0.559463, 0.6950),
]
LL_ABS, ACC_ABS = 2e-6, 1e-4


def _key(r):
    return (int(r["maxDepth"]), float(r["learningRate"]), int(r["nTrees"]), float(r["colsample"]))


def _compare(name, doc, expected_rows, expected_best):
    found = {_key(r): (float(r["logloss"]), float(r["accuracy"])) for r in doc.get("rows", [])}
    exp = {(d, lr, t, c): (ll, acc) for d, lr, t, c, ll, acc in expected_rows}
    res = [(f"{name}: grid", set(found) == set(exp), f"found {sorted(found)}")]
    for k, (ll, acc) in exp.items():
        if k in found:
            fl, fa = found[k]
            res.append((f"{name}: depth={k[0]} lr={k[1]} trees={k[2]} colsample={k[3]}",
                        abs(fl - ll) <= LL_ABS and abs(fa - acc) <= ACC_ABS,
                        f"expected logloss {ll} acc {acc}, found {fl} {fa}"))
    best = {str(k): float(v) for k, v in (doc.get("bestLoglossByDepth") or {}).items()}
    ok = set(best) == set(expected_best) and all(abs(best[k] - v) <= LL_ABS for k, v in expected_best.items())
    res.append((f"{name}: best log loss by depth", ok, f"expected {expected_best}, found {best}"))
    return res


def check(ctx):
    res = []
    path = ctx.outputs_dir / "results" / "table2.json"
    if path.exists():
        best = {"1": 0.577366, "2": 0.556409, "3": 0.557705}
        res += _compare("table2", json.loads(path.read_text()), PAPER, best)
    else:
        res.append(("results/table2.json exists", False, "missing"))
    path = ctx.outputs_dir / "results" / "heldout.json"
    if path.exists():
        ref = json.loads((ctx.verify_dir / "heldout_expected.json").read_text())
        rows = [(*_key(r), float(r["logloss"]), float(r["accuracy"])) for r in ref["rows"]]
        res += _compare("heldout", json.loads(path.read_text()), rows,
                        {k: float(v) for k, v in ref["bestLoglossByDepth"].items()})
    else:
        res.append(("results/heldout.json exists", False, "missing"))
    return res
