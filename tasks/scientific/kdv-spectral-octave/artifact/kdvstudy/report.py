"""Render a results JSON as the Markdown table of the paper."""
import json
import sys


def fmt(x, digits=6):
    return "%.*f" % (digits, x)


def table_markdown(rows, vary=None):
    head = ["c1", "c2"] + ([vary] if vary else []) + [
        "fast, end", "fast, traj", "fast, theory", "slow, end", "slow, traj", "slow, theory"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---:|" * len(head)]
    for r in rows:
        cells = ["%g" % r["c1"], "%g" % r["c2"]]
        if vary:
            cells.append("%g" % r[vary])
        cells += [fmt(r["end_fast"]), fmt(r["traj_fast"]), fmt(r["theory_fast"]),
                  fmt(r["end_slow"]), fmt(r["traj_slow"]), fmt(r["theory_slow"])]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv):
    if len(argv) < 2:
        raise SystemExit("usage: python3 -m kdvstudy.report RESULTS.json [N|dt]")
    with open(argv[1]) as fh:
        data = json.load(fh)
    vary = argv[2] if len(argv) > 2 else None
    print(table_markdown(data["rows"], vary))
    if data.get("summary"):
        print()
        for k, v in sorted(data["summary"].items()):
            print("- %s: %s" % (k, v))


if __name__ == "__main__":
    main(sys.argv)
