"""Table 3 must match the paper; the held-out data seed and the held-out survey export (a point
file, -data) must match the reference deployment."""
import csv

PAPER = {  # (k, init): (mean_sse, best_sse, median_iters) -- Table 3 of paper.md
    (4, "random"): (10337.3867, 10135.8132, 13), (4, "kmeans++"): (10538.9408, 10135.8132, 13),
    (8, "random"): (5060.2964, 4245.9271, 22), (8, "kmeans++"): (4790.1115, 4245.1476, 19),
    (12, "random"): (3286.3431, 2867.2612, 32), (12, "kmeans++"): (3017.2178, 2857.1205, 29),
    (16, "random"): (2431.9185, 2296.2905, 38), (16, "kmeans++"): (2374.1460, 2273.1721, 31),
}
REL = 1e-7


def _read(path):
    with open(path, newline="") as f:
        return {(int(r["k"]), r["init"]): (float(r["mean_sse"]), float(r["best_sse"]), int(r["median_iters"]))
                for r in csv.DictReader(f)}


def _compare(name, found, expected):
    res = [(f"{name}: rows", set(found) == set(expected), f"found {sorted(found)}")]
    for key, (m, b, it) in sorted(expected.items()):
        if key in found:
            fm, fb, fi = found[key]
            ok = abs(fm - m) <= max(REL * m, 1e-4) and abs(fb - b) <= max(REL * b, 1e-4) and fi == it
            res.append((f"{name}: k={key[0]} {key[1]}", ok,
                        f"expected mean/best SSE {m}/{b}, iterations {it}; found {fm}/{fb}, {fi}"))
    return res


def check(ctx):
    res = []
    for name, expected in (("table3", PAPER), ("heldout", "heldout_expected.csv"), ("survey", "survey_expected.csv")):
        path = ctx.outputs_dir / "results" / f"{name}.csv"
        if not path.exists():
            res.append((f"results/{name}.csv exists", False, "missing"))
            continue
        if isinstance(expected, str):
            expected = _read(ctx.verify_dir / expected)
        res += _compare(name, _read(path), expected)
    return res
