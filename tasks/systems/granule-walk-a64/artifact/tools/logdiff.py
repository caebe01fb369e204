#!/usr/bin/env python3
"""Compare the RESULT lines of two serial logs (e.g. two kernel versions).

    python3 tools/logdiff.py old.log new.log

Fields are matched by position, as in the 1.x line format
(RESULT seed wl gran acc miss refs ...).
"""
import sys


def results(path):
    out = {}
    with open(path, errors="replace") as fh:
        for line in fh:
            if not line.startswith("RESULT"):
                continue
            fields = [f.split("=", 1)[-1] for f in line.split()[1:]]
            out[tuple(fields[:3])] = fields[3:]
    return out


def main(a, b):
    ra, rb = results(a), results(b)
    keys = sorted(set(ra) | set(rb))
    diffs = 0
    for k in keys:
        if k not in ra or k not in rb:
            print(f"{' '.join(k)}: only in {'new' if k not in ra else 'old'}")
            diffs += 1
            continue
        if ra[k] != rb[k]:
            diffs += 1
            pairs = [f"{x}->{y}" for x, y in zip(ra[k], rb[k]) if x != y]
            print(f"{' '.join(k)}: {' '.join(pairs)}")
    print(f"{len(keys)} runs, {diffs} differ")
    return 1 if diffs else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
