#!/usr/bin/env python3
"""Print results/table2.csv (or another result file) as a Markdown table in
the layout of the paper: QoS, restart, delivered, first, last, in order,
intact."""
import argparse
import csv
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
YES_NO = {"0": "no", "1": "yes"}
LAYOUTS = {
    "table2": [("QoS", "qos", "r"), ("broker restart", "restart", "c"), ("delivered", "delivered", "r"),
               ("first", "first", "r"), ("last", "last", "r"), ("in order", "in_order", "c"),
               ("intact", "intact", "c")],
    "fig3": [("payload (B)", "payload_bytes", "r"), ("QoS", "qos", "r"), ("delivered", "delivered", "r"),
             ("last", "last", "r"), ("in order", "in_order", "c"), ("intact", "intact", "c")],
}


def fmt(value, column):
    if column in ("restart", "in_order", "intact"):
        return YES_NO.get(value, value)
    return value


def rule(align):
    return {"r": "---:", "c": ":---:", "l": ":---"}[align]


def render(rows, layout):
    head = "| " + " | ".join(h for h, _, _ in layout) + " |"
    sep = "|" + "|".join(rule(a) for _, _, a in layout) + "|"
    body = ["| " + " | ".join(fmt(r.get(c, ""), c) for _, c, _ in layout) + " |" for r in rows]
    return "\n".join([head, sep] + body)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("file", nargs="?", default=os.path.join(ROOT, "results", "table2.csv"))
    ap.add_argument("--layout", choices=sorted(LAYOUTS), default=None)
    args = ap.parse_args(argv)
    if not os.path.exists(args.file):
        sys.exit("%s: no such file (run run_table2.sh first)" % args.file)
    layout = args.layout or ("fig3" if "fig3" in os.path.basename(args.file) else "table2")
    with open(args.file, newline="") as fh:
        rows = list(csv.DictReader(fh))
    print(render(rows, LAYOUTS[layout]))
    short = [r for r in rows if r.get("published") and r.get("delivered") != r.get("published")]
    if short:
        print("\n%d of %d rows delivered fewer messages than were published." % (len(short), len(rows)))


if __name__ == "__main__":
    main()
