#!/usr/bin/env python3
"""Write a Markdown report of a configuration (backtest, sample episodes, coefficients).

    python3 tools/make_report.py [--config configs/default.toml] [--out runs/report.md]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tarrowcast import config, report  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--config", default="configs/default.toml")
    ap.add_argument("--out", default="runs/report.md")
    a = ap.parse_args(argv)
    cfg = config.load(a.config)
    text = report.build(cfg)
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w") as f:
        f.write(text + "\n")
    print(a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
