"""Table 1 must come from the compiled core and match the paper; the held-out run must match
the reference deployment."""
import json

PAPER = {  # method: (accuracy, mean NN distance), Table 1 of paper.md
    "euclidean": (0.62, 4.3252),
    "dtw-band-5%": (0.69, 2.3651),
    "dtw-band-10%": (0.77, 2.1061),
    "dtw-band-20%": (0.83, 1.9899),
    "dtw-full": (0.87, 1.9652),
}
ACC_ABS, DIST_REL = 0.005, 0.001


def _rows(doc):
    return {r["method"]: (float(r["accuracy"]), float(r["mean_nn_distance"])) for r in doc.get("rows", [])}


def _compare(name, doc, expected):
    res = [(f"{name}: C++ core used", doc.get("backend") == "native" and str(doc.get("core", "")).endswith(".so"),
            f"backend={doc.get('backend')!r} core={doc.get('core')!r}")]
    found = _rows(doc)
    res.append((f"{name}: methods", set(found) == set(expected), f"found {sorted(found)}"))
    for m, (acc, dist) in expected.items():
        if m in found:
            fa, fd = found[m]
            ok = abs(fa - acc) <= ACC_ABS and abs(fd - dist) <= DIST_REL * dist
            res.append((f"{name}: {m}", ok, f"expected acc {acc} dist {dist}, found acc {fa} dist {fd}"))
    return res


def check(ctx):
    res = []
    heldout = json.loads((ctx.verify_dir / "heldout_expected.json").read_text())
    for name, expected in (("table1", PAPER), ("heldout", _rows(heldout))):
        path = ctx.outputs_dir / "results" / f"{name}.json"
        if not path.exists():
            res.append((f"results/{name}.json exists", False, "missing"))
            continue
        res += _compare(name, json.loads(path.read_text()), expected)
    return res
