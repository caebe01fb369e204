"""Render results/table2.json as the paper's Table 2 (markdown or LaTeX).

    python3 -m hpsearch.report results/table2.json [--latex]
"""
import argparse
import json
import sys

from ._vendor.tabulate_lite import tabulate


def table2_rows(doc):
    rows = []
    for r in doc["rungs"]:
        rows.append([r["rung"], r["epochs"], r["trials"], r["reported"]])
    return rows


def summary_rows(doc):
    b, f = doc["best"], doc["final"]
    c = b["config"]
    return [
        ["best trial", b["trial"]],
        ["hidden / activation", f"{c['hidden']} / {c['activation']}"],
        ["learning rate", f"{c['lr']:.4g}"],
        ["L2", f"{c['l2']:.3g}"],
        ["batch", c["batch"]],
        ["validation accuracy", f"{b['val_acc']:.4f}"],
        ["test accuracy (refit)", f"{f['test_acc']:.4f}"],
        ["trials trained", doc["trials_reported"]],
    ]


def render(doc, fmt="github"):
    a = tabulate(table2_rows(doc), ["rung", "epochs", "trials", "reported"], tablefmt=fmt)
    b = tabulate(summary_rows(doc), ["", "value"], tablefmt=fmt)
    return a + "\n\n" + b


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("path", nargs="?", default="results/table2.json")
    ap.add_argument("--latex", action="store_true")
    args = ap.parse_args(argv)
    with open(args.path) as f:
        doc = json.load(f)
    print(render(doc, "latex_booktabs" if args.latex else "github"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
