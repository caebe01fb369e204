#!/usr/bin/env python3
"""Compare two result CSVs of the same benchmark (for example the gateway's
nightly run against a laptop run) and list the cells that differ.

    python3 tools/compare_runs.py results/table2.csv /tmp/old/table2.csv
"""
import argparse
import csv
import sys

KEYS = {"table2": ("qos", "restart"), "fig3": ("payload_bytes", "qos")}
IGNORE = {"drain_s", "msgs_per_s", "repetitions"}


def read(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def key_columns(rows):
    cols = set(rows[0]) if rows else set()
    for keys in KEYS.values():
        if set(keys) <= cols and ("payload_bytes" in cols) == ("payload_bytes" in keys):
            return keys
    return ("qos", "restart")


def index(rows, keys):
    return {tuple(r[k] for k in keys): r for r in rows}


def diff(a_rows, b_rows):
    keys = key_columns(a_rows)
    a, b = index(a_rows, keys), index(b_rows, keys)
    out = []
    for k in sorted(set(a) | set(b)):
        if k not in a or k not in b:
            out.append((k, "row", "present" if k in a else "missing", "present" if k in b else "missing"))
            continue
        for col in a[k]:
            if col in IGNORE or col in keys:
                continue
            if a[k][col] != b[k].get(col):
                out.append((k, col, a[k][col], b[k].get(col)))
    return keys, out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("a")
    ap.add_argument("b")
    args = ap.parse_args(argv)
    keys, out = diff(read(args.a), read(args.b))
    if not out:
        print("no differences")
        return 0
    for k, col, va, vb in out:
        print("%s %-16s %10s  %10s" % (",".join("%s=%s" % kv for kv in zip(keys, k)), col, va, vb))
    return 1


if __name__ == "__main__":
    sys.exit(main())
