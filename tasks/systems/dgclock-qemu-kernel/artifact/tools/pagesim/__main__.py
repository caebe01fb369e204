"""python3 -m tools.pagesim --seed 11 [--frames 96 --pages 768 --length 60000]"""
import argparse
import sys

from .sim import run_matrix
from .workloads import WORKLOADS
from .policies import POLICIES


def main(argv=None):
    ap = argparse.ArgumentParser(prog="pagesim", description=__doc__)
    ap.add_argument("--seed", type=int, action="append", required=True)
    ap.add_argument("--frames", type=int, default=96)
    ap.add_argument("--pages", type=int, default=768)
    ap.add_argument("--length", type=int, default=60000)
    ap.add_argument("--workloads", default="loop,hotcold,phase")
    ap.add_argument("--policies", default="fifo,clock,dgclock")
    ap.add_argument("--csv", action="store_true", help="runs.csv-style output")
    a = ap.parse_args(argv)
    wls = a.workloads.split(",")
    pols = a.policies.split(",")
    for w in wls:
        if w not in WORKLOADS:
            ap.error("unknown workload %s" % w)
    for p in pols:
        if p not in POLICIES:
            ap.error("unknown policy %s" % p)
    if a.csv:
        print("seed,workload,policy,faults,writebacks,hand_steps,checksum")
    for seed in a.seed:
        res = run_matrix(seed, a.frames, a.pages, a.length, wls, pols)
        for (w, p), r in res.items():
            if a.csv:
                print("%d,%s,%s,%d,%d,%d,0x%08x" % (seed, w, p, r.faults, r.writebacks,
                                                   r.hand, r.checksum))
            else:
                print("seed=%d %-8s %-8s faults=%-6d writebacks=%-6d hand=%d"
                      % (seed, w, p, r.faults, r.writebacks, r.hand))
    return 0


if __name__ == "__main__":
    sys.exit(main())
