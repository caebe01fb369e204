"""Table 1 must match the paper; the held-out text must match the reference deployment."""
import csv

PAPER = {  # (order, discount): perplexity -- Table 1 of paper.md
    (1, 0.5): 360.2090, (2, 0.5): 270.9454, (3, 0.5): 233.4842, (4, 0.5): 245.4996, (5, 0.5): 257.9721,
    (1, 0.75): 360.2107, (2, 0.75): 227.3352, (3, 0.75): 185.3173, (4, 0.75): 187.1610, (5, 0.75): 189.8866,
    (1, 0.9): 360.2117, (2, 0.9): 216.2407, (3, 0.9): 174.6221, (4, 0.9): 173.5147, (5, 0.9): 173.4449,
}
REL = 1e-5


def _read(path):
    with open(path, newline="") as f:
        return {(int(r["order"]), round(float(r["discount"]), 2)): float(r["ppl"]) for r in csv.DictReader(f)}


def _compare(name, found, expected):
    res = [(f"{name}: rows", set(found) == set(expected), f"found {sorted(found)}")]
    for key, ppl in sorted(expected.items()):
        if key in found:
            res.append((f"{name}: order {key[0]} discount {key[1]}", abs(found[key] - ppl) <= REL * ppl,
                        f"expected ppl {ppl}, found {found[key]}"))
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
