"""Table 2 must match the paper; a held-out split/penalty must match the reference deployment."""
import json

PAPER = {  # Table 2 of paper.md
    "point_in_time": {"train": 472, "test": 328, "train_auc": 0.7675, "test_auc": 0.7403},
    "latest_snapshot": {"train": 472, "test": 328, "train_auc": 0.9940, "test_auc": 0.9952},
}


def _compare(name, doc, expected):
    res = []
    feats = doc.get("features", {})
    for fs, exp in expected.items():
        got = feats.get(fs, {})
        ok = all(got.get(k) == exp[k] for k in ("train", "test")) and \
            all(abs(float(got.get(k, -1)) - exp[k]) <= 1e-4 for k in ("train_auc", "test_auc"))
        res.append((f"{name}: {fs}", ok, f"expected {exp}, found {got}"))
    return res


def check(ctx):
    res = []
    path = ctx.outputs_dir / "results" / "table2.json"
    if path.exists():
        res += _compare("table2", json.loads(path.read_text()), PAPER)
    else:
        res.append(("results/table2.json exists", False, "missing"))
    path = ctx.outputs_dir / "results" / "heldout.json"
    if path.exists():
        ref = json.loads((ctx.verify_dir / "heldout_expected.json").read_text())["features"]
        res += _compare("heldout", json.loads(path.read_text()), ref)
    else:
        res.append(("results/heldout.json exists", False, "missing"))
    return res
