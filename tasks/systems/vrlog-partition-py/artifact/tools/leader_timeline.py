"""Print who led when, per scenario, from a results file.

    python3 tools/leader_timeline.py results/table2.json
"""
import json
import sys


def timeline(row):
    out = []
    leaders = row.get("leaders", [])
    for i, (tick, node, term) in enumerate(leaders):
        end = leaders[i + 1][0] if i + 1 < len(leaders) else row["ticks"]
        out.append("  ticks %4d-%-4d node %d (term %d)" % (tick, end, node, term))
    return out


def main(path):
    with open(path) as fh:
        doc = json.load(fh)
    for name, row in sorted(doc["scenarios"].items()):
        print("%s: %d elections, final term %d" % (name, row["elections"], row["final_term"]))
        for line in timeline(row):
            print(line)
        for tick, kind, arg in row.get("faults", []):
            print("  fault at %d: %s %s" % (tick, kind, arg if arg is not None else ""))
        for tick, node in row.get("unexpected_exits", []):
            print("  node %d went away at tick %d" % (node, tick))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "results/table2.json")
