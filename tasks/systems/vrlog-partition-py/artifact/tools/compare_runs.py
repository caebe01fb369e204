"""Compare two result files of run_table2.sh scenario by scenario.

    python3 tools/compare_runs.py results/table2.json results/other.json [--markdown]
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from vendor.minitable import Table  # noqa: E402

FIELDS = ["elections", "campaigns", "final_term", "committed", "msgs_total", "dropped",
          "resent_after_heal", "digest"]


def load(path):
    with open(path) as fh:
        return json.load(fh)["scenarios"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()
    a, b = load(args.a), load(args.b)
    t = Table(["scenario", "field", os.path.basename(args.a), os.path.basename(args.b), "same"],
              align="llrrc")
    diffs = 0
    for name in sorted(set(a) | set(b)):
        ra, rb = a.get(name, {}), b.get(name, {})
        for f in FIELDS:
            va, vb = ra.get(f), rb.get(f)
            same = va == vb
            diffs += not same
            t.add([name, f, va, vb, "" if same else "*"])
    print(t.markdown() if args.markdown else t.render())
    print("%d differing values" % diffs)
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
