#!/usr/bin/env python3
"""Turn results/table2.json into the LaTeX rows of the paper's Table 2."""
import argparse
import json


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("path", nargs="?", default="results/table2.json")
    a = ap.parse_args(argv)
    with open(a.path) as f:
        table = json.load(f)
    rows = table["rows"]
    best_rmse = min(r["rmse"] for r in rows)
    best_nlpd = min(r["nlpd"] for r in rows)
    print(r"\begin{tabular}{lrrrr}")
    print(r"\toprule")
    print(r"Kernel & RMSE (m) & NLPD & 95\% cov. & NLML/$n$ \\")
    print(r"\midrule")
    for r in rows:
        rm = f"{r['rmse']:.4f}"
        nl = f"{r['nlpd']:.4f}"
        if r["rmse"] == best_rmse:
            rm = r"\textbf{" + rm + "}"
        if r["nlpd"] == best_nlpd:
            nl = r"\textbf{" + nl + "}"
        print(f"{r['kernel']} & {rm} & {nl} & {r['coverage95']:.3f} & {r['nlml_per_point']:.4f} \\\\")
    print(r"\bottomrule")
    print(r"\end{tabular}")
    print(f"% n_train={table['n_train']} n_test={table['n_test']}  ({table.get('settings', '')})")


if __name__ == "__main__":
    main()
