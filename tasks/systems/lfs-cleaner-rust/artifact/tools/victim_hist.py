#!/usr/bin/env python3
"""Print the victim-utilisation histograms (the `victims=` field of the
lfsclean report, tenths of live fraction) of a log as text bars."""
import sys

BAR = 50


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: victim_hist.py LOG...")
    for path in sys.argv[1:]:
        for line in open(path):
            fields = dict(kv.split("=", 1) for kv in line.split() if "=" in kv)
            if "victims" not in fields:
                continue
            counts = [int(x) for x in fields["victims"].split("/")]
            total = sum(counts) or 1
            print("%s at %s%% (%d victims)" % (fields.get("policy"), fields.get("util"), sum(counts)))
            for i, n in enumerate(counts):
                print("  %3d-%3d%% %-*s %d" % (10 * i, 10 * i + 10, BAR, "#" * (BAR * n // total), n))


if __name__ == "__main__":
    main()
