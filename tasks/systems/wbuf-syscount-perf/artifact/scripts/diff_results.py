#!/usr/bin/env python3
"""Compare the counts of two result sets (cells.json), e.g. two machines.

    python3 scripts/diff_results.py results-a/cells.json results-b/cells.json

Exit status 1 if any write/sync count differs.  Times are ignored.
"""
import json
import sys


def load(path):
    d = json.load(open(path))
    return d.get("meta", {}), {(c["workload"], c["policy"]): c for c in d["cells"]}


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    ma, a = load(sys.argv[1])
    mb, b = load(sys.argv[2])
    print("a: backend=%s kernel=%s" % (ma.get("backend"), ma.get("kernel")))
    print("b: backend=%s kernel=%s" % (mb.get("backend"), mb.get("kernel")))
    differ = 0
    for key in sorted(set(a) | set(b)):
        ca, cb = a.get(key), b.get(key)
        if ca is None or cb is None:
            print("%-8s %-9s only in %s" % (key[0], key[1], "b" if ca is None else "a"))
            differ += 1
            continue
        for col in ("writes", "syncs"):
            if ca[col] != cb[col]:
                differ += 1
                print("%-8s %-9s %-6s %8d %8d" % (key[0], key[1], col, ca[col], cb[col]))
                for sc in sorted(set(ca.get("syscalls", {})) | set(cb.get("syscalls", {}))):
                    print("%28s %8d %8d" % (sc, ca.get("syscalls", {}).get(sc, 0),
                                            cb.get("syscalls", {}).get(sc, 0)))
    print("%d differences" % differ)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
