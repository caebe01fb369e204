#!/usr/bin/env python3
"""Section 5 (recommendation): how large must the queue be for an outage?

A controller line publishes at a fixed rate per topic; a subscriber that is
offline for T seconds needs rate * T queued messages. Given the outage log of
the plant (CSV with columns controller, start, end, cause; ISO timestamps) and
the publish rate, print the queue length that covers a given share of the
outages, and how many messages the broker of Section 2 would have dropped.

    python3 bench/outage_model.py data/outages_line4_2021-03.csv --rate 2.5

Start and end are the maintenance system's date and time, or epoch seconds
from a controller's own log. Table 2 uses needed() for a logged outage
(conf/experiment.json: outage).
"""
import argparse
import csv
import math
import sys
from datetime import datetime


def parse_time(text):
    text = text.strip()
    for fmt in ("%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M:%S.%f"):
        try:
            return datetime.strptime(text, fmt)
        except ValueError:
            continue
    raise ValueError("unrecognised timestamp %r" % text)


def epoch(value):
    """Seconds since the epoch of a start or end time (see the module docstring)."""
    text = str(value).strip()
    try:
        return float(text)
    except ValueError:
        return parse_time(text).timestamp()


def outage_seconds(start, end):
    return epoch(end) - epoch(start)


def read_outages(path):
    rows = []
    with open(path, newline="") as fh:
        for r in csv.DictReader(fh):
            seconds = outage_seconds(r["start"], r["end"])
            if seconds < 0:
                raise ValueError("outage of %s ends before it starts (%s)" % (r["controller"], r["start"]))
            rows.append({"controller": r["controller"], "cause": r.get("cause", ""), "seconds": seconds})
    return rows


def quantile(sorted_values, q):
    """Nearest-rank quantile of an ascending list (q in [0, 1])."""
    if not sorted_values:
        raise ValueError("no values")
    k = max(1, math.ceil(q * len(sorted_values)))
    return sorted_values[k - 1]


def needed(seconds, rate):
    return int(math.ceil(seconds * rate))


def dropped(seconds, rate, limit):
    return max(0, needed(seconds, rate) - limit)


def report(outages, rate, limit, shares=(0.5, 0.9, 0.99, 1.0)):
    durations = sorted(o["seconds"] for o in outages)
    lines = ["%d outages, %.0f s median, %.0f s longest" % (len(durations), quantile(durations, 0.5),
                                                           durations[-1])]
    for q in shares:
        lines.append("queue for %5.1f%% of outages: %7d messages" % (100 * q, needed(quantile(durations, q), rate)))
    lost = [dropped(o["seconds"], rate, limit) for o in outages]
    hit = sum(1 for x in lost if x)
    lines.append("with max_queued_messages %d: %d outages lose messages, %d messages in total"
                 % (limit, hit, sum(lost)))
    by_cause = {}
    for o, x in zip(outages, lost):
        by_cause.setdefault(o["cause"] or "unknown", [0, 0])
        by_cause[o["cause"] or "unknown"][0] += 1
        by_cause[o["cause"] or "unknown"][1] += x
    for cause, (count, lost_msgs) in sorted(by_cause.items()):
        lines.append("  %-18s %4d outages, %8d messages lost" % (cause, count, lost_msgs))
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("outages")
    ap.add_argument("--rate", type=float, required=True, help="messages per second per subscriber")
    ap.add_argument("--limit", type=int, default=5000, help="max_queued_messages of the broker")
    args = ap.parse_args(argv)
    try:
        outages = read_outages(args.outages)
    except (OSError, ValueError, KeyError) as e:
        sys.exit("outage_model: %s" % e)
    if not outages:
        sys.exit("outage_model: no outages in %s" % args.outages)
    print(report(outages, args.rate, args.limit))


if __name__ == "__main__":
    main()
