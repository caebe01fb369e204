#!/usr/bin/env python3
"""Typeset results/table2.csv as the LaTeX table of the paper (booktabs).

    python3 scripts/table_to_latex.py results/table2.csv > paper/table2.tex

The best (lowest) cost of every workload is set in bold.  Not needed to
reproduce the numbers; kept so that the camera-ready table can be rebuilt.
"""
import csv
import sys

COLUMNS = [
    ("policy", "Policy", "l"),
    ("minor_gcs", "Minor", "r"),
    ("major_gcs", "Major", "r"),
    ("copied_kb", "Copied", "r"),
    ("promoted_kb", "Promoted", "r"),
    ("traced_kb", "Traced", "r"),
    ("peak_kb", "Peak", "r"),
    ("gc_cost_kcycles", "Cost", "r"),
    ("rel_cost", "Rel.", "r"),
]


def thousands(v):
    try:
        return "{:,}".format(int(v)).replace(",", "\\,")
    except ValueError:
        return v


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: table_to_latex.py TABLE2_CSV")
    with open(argv[1], newline="") as f:
        rows = list(csv.DictReader(f))
    best = {}
    for r in rows:
        c = int(r["gc_cost_kcycles"])
        if r["workload"] not in best or c < best[r["workload"]]:
            best[r["workload"]] = c
    out = ["\\begin{tabular}{%s}" % "".join(a for _, _, a in COLUMNS), "\\toprule",
           " & ".join(h for _, h, _ in COLUMNS) + " \\\\"]
    current = None
    for r in rows:
        if r["workload"] != current:
            current = r["workload"]
            out.append("\\midrule")
            out.append("\\multicolumn{%d}{l}{\\emph{%s}} \\\\" % (len(COLUMNS), current))
        cells = []
        for key, _, _ in COLUMNS:
            v = r[key]
            cell = v if key in ("policy", "rel_cost") else thousands(v)
            if key == "gc_cost_kcycles" and int(v) == best[current]:
                cell = "\\textbf{%s}" % cell
            cells.append(cell.replace("+", "{+}"))
        out.append(" & ".join(cells) + " \\\\")
    out += ["\\bottomrule", "\\end{tabular}"]
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv)
