#!/usr/bin/env python3
"""Turn a results CSV of R/run_table.R into the Markdown table of the paper.

    python analysis/summarise.py results/table3.csv [--config config.yml]

With --config the scenario columns (n, p, active, rho, SNR, design) are filled in from the
configuration; rows keep the order of the CSV.
"""
import argparse
import csv
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sim"))
import stabcfg  # noqa: E402

METHOD_LABEL = {"stability": "stability", "cv-lasso": "CV lasso"}


def read_results(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def fmt_rate(v):
    return "NA" if v in ("", "NA") else "%.3f" % float(v)


def fmt_q(v):
    return "" if v in ("", "NA") else "%.1f" % float(v)


def markdown(rows, scenarios=None):
    head = ["scenario"]
    if scenarios:
        head += ["n", "p", "active", "design", "ρ", "SNR"]
    head += ["method", "selected", "TPR", "FDR", "q"]
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    last = None
    for r in rows:
        cells = [r["scenario"] if r["scenario"] != last else ""]
        if scenarios:
            sc = scenarios.get(r["scenario"])
            if sc and r["scenario"] != last:
                design = sc["design"] if sc["design"] == "ar1" else "block(%d)" % sc["block"]
                cells += [str(sc["n"]), str(sc["p"]), str(sc["active"]), design, "%.1f" % sc["rho"], "%.1f" % sc["snr"]]
            else:
                cells += [""] * 6
        cells += [METHOD_LABEL.get(r["method"], r["method"]), r["selected"], fmt_rate(r["tpr"]),
                  fmt_rate(r["fdr"]), fmt_q(r.get("q", ""))]
        out.append("| " + " | ".join(cells) + " |")
        last = r["scenario"]
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("results")
    ap.add_argument("--config")
    a = ap.parse_args()
    scenarios = None
    if a.config:
        scenarios = {sc["name"]: sc for sc in stabcfg.read_config(a.config)["scenarios"]}
    print(markdown(read_results(a.results), scenarios))


if __name__ == "__main__":
    main()
