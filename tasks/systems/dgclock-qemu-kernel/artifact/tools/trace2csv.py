#!/usr/bin/env python3
"""Convert the kernel's TRACE lines (serial log) into CSV.

    python3 tools/trace2csv.py results/traces/trace-seed-11.log > trace.csv

Output columns: workload, policy, index, vpn, write.  Format of the input:
docs/trace-format.md.  Lines of other kinds are skipped; a TRACE-END line
checks that no reference of the run was lost on the serial line.
"""
import csv
import re
import sys

REF = re.compile(r"^([0-9a-f]+)([rw])$")


def parse(lines):
    """Yield (workload, policy, index, vpn, is_write)."""
    seen = {}
    for n, line in enumerate(lines, 1):
        line = line.strip()
        if line.startswith("TRACE-END "):
            _, wl, pol, count = line.split()
            if seen.get((wl, pol), 0) != int(count):
                raise ValueError("line %d: %s/%s has %d references, TRACE-END says %s"
                                 % (n, wl, pol, seen.get((wl, pol), 0), count))
            continue
        if not line.startswith("TRACE "):
            continue
        parts = line.split()
        wl, pol, first = parts[1], parts[2], int(parts[3])
        if first != seen.get((wl, pol), 0):
            raise ValueError("line %d: expected reference %d, got %d"
                             % (n, seen.get((wl, pol), 0), first))
        for k, tok in enumerate(parts[4:]):
            m = REF.match(tok)
            if not m:
                raise ValueError("line %d: bad reference %r" % (n, tok))
            yield wl, pol, first + k, int(m.group(1), 16), m.group(2) == "w"
        seen[(wl, pol)] = first + len(parts) - 4


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    with open(argv[1]) as fh:
        out = csv.writer(sys.stdout)
        out.writerow(["workload", "policy", "index", "vpn", "write"])
        for row in parse(fh):
            out.writerow([row[0], row[1], row[2], row[3], int(row[4])])


if __name__ == "__main__":
    main(sys.argv)
