#!/usr/bin/env python
"""Print results/*.csv as the paper's Markdown (default) or LaTeX tables."""
import argparse
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rffbench.report import load, relative_to_exact, to_latex, to_markdown  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("files", nargs="*")
    ap.add_argument("--latex", action="store_true")
    ap.add_argument("--digits", type=int, default=6)
    ap.add_argument("--relative", action="store_true", help="also print each row relative to exact KRR")
    args = ap.parse_args()
    files = args.files or sorted(glob.glob("results/*.csv"))
    for path in files:
        table = load(path)
        if "rmse_mean" not in table.columns:
            continue
        print("## %s\n" % os.path.basename(path))
        print(to_latex(table, args.digits) if args.latex else to_markdown(table, args.digits))
        if args.relative:
            print()
            print(relative_to_exact(table).to_string(index=False, float_format=lambda v: "%.4f" % v))
        print()


if __name__ == "__main__":
    main()
