#!/usr/bin/env python3
"""Convert an allocprof JSON summary into a tenuresim sites table.

allocprof writes, per allocation site, the number of allocations, the size
histogram and the age-at-death histogram (in KiB of allocation).  We keep
the site's share of allocations, the 5th/95th size percentiles and a lifetime
class chosen from the median age at death:

    median < 8 KiB   -> short
    median < 256 KiB -> medium
    median < 8 MiB   -> long
    never died       -> immortal

The output uses CRLF line ends, like the tables exported on the workstation
(keep it that way: the paper's tables were produced from such files).
"""
import argparse
import json
import sys


def percentile(hist, q):
    """hist: list of [upper_bound, count]; returns the bound at quantile q."""
    total = sum(c for _, c in hist)
    if total == 0:
        return 0
    acc = 0
    for bound, c in hist:
        acc += c
        if acc >= q * total:
            return bound
    return hist[-1][0]


def lifetime_class(site):
    ages = site.get("age_at_death_kb", [])
    died = sum(c for _, c in ages)
    if died == 0 or died < 0.05 * site["count"]:
        return "immortal"
    med = percentile(ages, 0.5)
    if med < 8:
        return "short"
    if med < 256:
        return "medium"
    if med < 8192:
        return "long"
    return "immortal"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("profile", help="allocprof JSON summary")
    ap.add_argument("--min-share", type=float, default=0.001,
                    help="drop sites with a smaller share of allocations")
    ap.add_argument("--scale", type=int, default=1000, help="weights are shares times this")
    args = ap.parse_args()

    prof = json.load(open(args.profile))
    sites = prof["sites"]
    total = sum(s["count"] for s in sites)
    out = sys.stdout
    out.write("# %s: allocation sites of %s\r\n" % (args.profile, prof.get("program", "?")))
    out.write("# exported by sites_from_profile.py; lifetime class from the median age at death\r\n")
    out.write("# name\tweight\tmin_size\tmax_size\tclass\r\n")
    for s in sorted(sites, key=lambda s: s.get("order", 0)):
        share = s["count"] / float(total)
        if share < args.min_share:
            continue
        w = max(1, int(round(share * args.scale)))
        lo = max(8, percentile(s["size_hist"], 0.05))
        hi = max(lo, percentile(s["size_hist"], 0.95))
        out.write("%s\t%d\t%d\t%d\t%s\r\n" % (s["name"], w, lo, hi, lifetime_class(s)))


if __name__ == "__main__":
    main()
