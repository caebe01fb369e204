#!/usr/bin/env python3
"""Compare two result files of the pipeline metric by metric.

    python3 tools/compare_results.py results/table3.json other/table3.json [--tol 0.002]
"""
import argparse
import json
import sys


def flatten(doc, prefix=""):
    out = {}
    for k, v in doc.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flatten(v, key + "."))
        elif isinstance(v, (int, float)) and not isinstance(v, bool):
            out[key] = float(v)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--tol", type=float, default=0.0)
    args = ap.parse_args()
    with open(args.a) as f:
        a = json.load(f)
    with open(args.b) as f:
        b = json.load(f)
    fa = flatten({"dataset": a.get("dataset", {}), "table3": a.get("table3", {})})
    fb = flatten({"dataset": b.get("dataset", {}), "table3": b.get("table3", {})})
    bad = 0
    for key in sorted(set(fa) | set(fb)):
        va, vb = fa.get(key), fb.get(key)
        if va is None or vb is None:
            print(f"  {key}: only in {'a' if vb is None else 'b'}")
            bad += 1
        elif abs(va - vb) > args.tol:
            print(f"  {key}: {va:g} vs {vb:g}")
            bad += 1
    print("identical" if not bad else f"{bad} difference(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
