#!/usr/bin/env python3
"""Summarise a node log by hour: requests, cacheable requests, bytes.

    python3 scripts/log_summary.py data/lax-2008-03-03.log.gz
"""
import collections
import gzip
import re
import sys

LINE = re.compile(r'^\S+ \S+ \S+ \[(\d\d)/(\w{3})/(\d{4}):(\d\d):\d\d:\d\d ([+-]\d{4})\] "(\S+) (\S+)[^"]*" (\d{3}) (\S+)')


def main():
    path = sys.argv[1]
    opener = gzip.open if path.endswith(".gz") else open
    per_hour = collections.OrderedDict()
    bad = 0
    with opener(path, "rt") as f:
        for line in f:
            m = LINE.match(line)
            if not m:
                bad += 1
                continue
            day, mon, year, hour, zone, method, url, status, nbytes = m.groups()
            key = "%s-%s-%s %s:00 %s" % (year, mon, day, hour, zone)
            h = per_hour.setdefault(key, [0, 0, 0])
            h[0] += 1
            if method == "GET" and status == "200":
                h[1] += 1
                h[2] += int(nbytes)
    print("%-24s %9s %9s %10s" % ("hour (as logged)", "lines", "GET 200", "MB"))
    for k, (n, c, b) in per_hour.items():
        print("%-24s %9d %9d %10.1f" % (k, n, c, b / 2**20))
    print("unparsed lines:", bad)


if __name__ == "__main__":
    main()
