#!/usr/bin/env python3
"""Replay a recorded trace through pagesim and, optionally, check it
against pagesim's own generator for the same seed.

    python3 tools/replay_trace.py results/traces/trace-seed-11.log --seed 11

For each traced (workload, policy) run it prints the counts pagesim gets
on the recorded prefix for every policy.  With --seed it also regenerates
the prefix and reports the first reference where the kernel's string and
pagesim's differ (there should be none).
"""
import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tools.pagesim import generate, simulate  # noqa: E402
from tools.trace2csv import parse  # noqa: E402


def load(path):
    runs = collections.OrderedDict()
    with open(path) as fh:
        for wl, pol, idx, vpn, write in parse(fh):
            runs.setdefault((wl, pol), []).append((vpn, write))
    return runs


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("trace")
    ap.add_argument("--seed", type=int)
    ap.add_argument("--frames", type=int, default=96)
    ap.add_argument("--pages", type=int, default=768)
    ap.add_argument("--length", type=int, default=60000)
    ap.add_argument("--policies", default="fifo,clock,dgclock")
    a = ap.parse_args()

    status = 0
    for (wl, pol), refs in load(a.trace).items():
        print("%s (traced under %s): %d references" % (wl, pol, len(refs)))
        if a.seed is not None:
            gen = generate(wl, a.seed, a.pages, a.frames, a.length)[:len(refs)]
            diff = next((i for i, (g, r) in enumerate(zip(gen, refs))
                         if (g[0], g[1]) != r), None)
            if diff is None:
                print("  generator: identical prefix")
            else:
                status = 1
                print("  generator: first difference at reference %d: kernel %s, pagesim %s"
                      % (diff, refs[diff], gen[diff][:2]))
        # values written do not matter for the counts; number them
        seq = [(v, w, i) for i, (v, w) in enumerate(refs)]
        for p in a.policies.split(","):
            r = simulate(seq, p, a.frames)
            print("  %-8s faults=%-6d writebacks=%-6d hand=%d" % (p, r.faults, r.writebacks, r.hand))
    return status


if __name__ == "__main__":
    sys.exit(main())
