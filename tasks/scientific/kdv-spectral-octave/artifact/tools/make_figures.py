#!/usr/bin/env python3
"""Draw the paper's figures from the results folder.

usage: python3 tools/make_figures.py [RESULTS_DIR] [FIGURES_DIR]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from kdvstudy import plots  # noqa: E402


def main(argv):
    results = argv[1] if len(argv) > 1 else "results"
    figures = plots.ensure_dir(argv[2] if len(argv) > 2 else "figures")
    done = []
    if os.path.exists(os.path.join(results, "figure2.json")):
        plots.figure2(os.path.join(results, "figure2.json"), os.path.join(figures, "figure2.png"))
        done.append("figure2.png")
    if os.path.exists(os.path.join(results, "table2.json")):
        plots.convergence(os.path.join(results, "table2.json"), os.path.join(figures, "conv_N.png"), "N")
        done.append("conv_N.png")
    if os.path.exists(os.path.join(results, "table3.json")):
        plots.convergence(os.path.join(results, "table3.json"), os.path.join(figures, "conv_dt.png"), "dt")
        done.append("conv_dt.png")
    print("wrote " + (", ".join(done) if done else "nothing (run the tables first)"))


if __name__ == "__main__":
    main(sys.argv)
