#!/usr/bin/env python3
"""Summaries of a results CSV written by run_table2.py.

usage: python3 tools/summarise.py results/table2.csv [--by eps|theta_deg] [--latex]

For each solver: mean / min / max iterations over the rows grouped by eps or by angle, the
number of non-converged solves, and the worst relative residual. With --latex the iteration
table is printed as a tabular for the paper (the workshop template, booktabs).
"""
import argparse
import sys

import pandas as pd

ORDER = ["jacobi-cg", "ichol-cg", "ilut-bicgstab", "ldlt"]


def load(path):
    df = pd.read_csv(path)
    missing = {"solver", "iters", "relres", "converged", "eps", "theta_deg"} - set(df.columns)
    if missing:
        sys.exit("%s: not a run_table2.py table (missing %s)" % (path, ", ".join(sorted(missing))))
    return df


def summary(df, by):
    it = df[df.solver != "ldlt"]
    g = it.groupby([by, "solver"])["iters"]
    out = pd.DataFrame({"mean": g.mean(), "min": g.min(), "max": g.max()})
    out["not_conv"] = it.groupby([by, "solver"])["converged"].apply(lambda c: int((c == 0).sum()))
    out["worst_relres"] = it.groupby([by, "solver"])["relres"].max()
    return out


def latex(df):
    piv = df.pivot_table(index=["theta_deg", "eps"], columns="solver", values="iters")
    cols = [c for c in ORDER if c in piv.columns and c != "ldlt"]
    err = df[df.solver == "ldlt"].set_index(["theta_deg", "eps"])["err"]
    lines = [r"\begin{tabular}{rr" + "r" * len(cols) + "r}", r"\toprule",
             r"$\theta$ & $\varepsilon$ & " + " & ".join(r"\texttt{%s}" % c for c in cols)
             + r" & error \\", r"\midrule"]
    for (theta, eps), row in piv.iterrows():
        cells = ["%d" % row[c] for c in cols]
        e = err.get((theta, eps), float("nan"))
        lines.append("%g & %g & %s & %.3e \\\\" % (theta, eps, " & ".join(cells), e))
    lines += [r"\bottomrule", r"\end{tabular}"]
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--by", default="eps", choices=["eps", "theta_deg"])
    ap.add_argument("--latex", action="store_true")
    args = ap.parse_args()
    df = load(args.csv)
    if args.latex:
        print(latex(df))
    else:
        with pd.option_context("display.width", 120):
            print(summary(df, args.by).to_string(float_format=lambda v: "%.3g" % v))


if __name__ == "__main__":
    main()
