#!/usr/bin/env python3
"""LaTeX rows of Table 1 from results/table1.csv (pasted into the paper by hand).

usage: python3 tools/mktable.py results/table1.csv [--theory]

With --theory the discrete two-strip factor of tools/theory.py is added as a column
(two strips only; for P > 2 the column is left empty).
"""
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def sci(x):
    """1.2345e-04 -> 1.2345\\cdot 10^{-4}"""
    mant, exp = ("%.4e" % x).split("e")
    return r"$%s\cdot 10^{%d}$" % (mant, int(exp))


def main(argv):
    if len(argv) < 2:
        raise SystemExit(__doc__)
    with_theory = "--theory" in argv
    rows = list(csv.DictReader(open(argv[1])))
    if with_theory:
        import theory
    print(r"\begin{tabular}{rrrr%s}" % ("r" if with_theory else ""))
    head = [r"$m$", r"$\delta$", "iterations", r"$\rho$ (fit)"]
    if with_theory:
        head.append(r"$\rho$ (theory)")
    print(" & ".join(head) + r" \\ \hline")
    for r in rows:
        cells = [r["m"], "%.4f" % float(r["overlap"]), r["iters"], "%.4f" % float(r["rate"])]
        if with_theory:
            if int(r["P"]) == 2:
                cells.append("%.4f" % theory.rho(int(r["N"]), int(r["m"])))
            else:
                cells.append("")
        print(" & ".join(cells) + r" \\")
    print(r"\end{tabular}")
    # the error column went into the text of the Results section, not the table
    print("%% err_max: " + ", ".join(sci(float(r["err_max"])) for r in rows))


if __name__ == "__main__":
    main(sys.argv)
