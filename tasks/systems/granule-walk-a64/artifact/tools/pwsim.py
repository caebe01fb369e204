#!/usr/bin/env python3
"""pwsim: a user-space simulator of granule-walk's workloads (kernel 1.6).

Fast enough for parameter sweeps and the plots of tools/plot_mpka.py. It
models the 2022 kernel: no page-walk cache (every walk reads every level), a
fully associative LRU TLB, and the "phase" workload. It does not model the
per-core TLB geometry of kernel 2.3; use the kernel for numbers that go into
the paper.

    python3 tools/pwsim.py --config conf/experiment-quick.conf --csv sim.csv
"""
import argparse
import csv
import os
import sys
from collections import OrderedDict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))
import confio  # noqa: E402

M64 = (1 << 64) - 1
VA_TEXT = 0x400000
VA_HEAP = 0x1000000000
VA_MMAP = 0x7fa000000000
VA_STACK_TOP = 0xffffffff0000
TEXT_BYTES = 1024 * 1024 + 12 * 1024
STACK_BYTES = 256 * 1024 + 8 * 1024

# page shift, levels (the 1.6 kernel had no 16K granule; 16K here is an
# estimate with three levels, like 64K)
GRANULES = {"4k": (12, 4), "16k": (14, 3), "64k": (16, 3)}
KINDS = ["seq", "rand", "zipf", "stride", "phase"]


def splitmix(state):
    state = (state + 0x9E3779B97F4A7C15) & M64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return state, z ^ (z >> 31)


class Stream:
    def __init__(self, kind, conf, seed):
        self.kind = kind
        self.heap = conf["heap_kib"] * 1024
        self.mmap = self.heap // 4 + 20 * 1024
        self.stride = conf.get("stride", 4160)
        self.n = conf["accesses"]
        self.state = (seed * 0x100000001B3 + KINDS.index(kind) + 1) & M64
        self.nobj = self.heap // 4096
        if kind == "zipf":
            self._prepare_zipf()

    def rnd(self):
        self.state, v = splitmix(self.state)
        return v

    def _prepare_zipf(self):
        # 1.4's integer octave approximation (the FVP build).
        o = 0
        while (2 << o) <= self.nobj:
            o += 1
        self.octaves = o + 1

    def zipf(self):
        o = self.rnd() % self.octaves
        k = (1 << o) - 1 + self.rnd() % (1 << o)
        return min(k, self.nobj - 1)

    def __iter__(self):
        for k in range(self.n):
            if self.kind == "seq":
                if k % 16 == 3:
                    yield VA_TEXT + (k * 4) % TEXT_BYTES
                elif k % 8 == 7:
                    yield VA_STACK_TOP - STACK_BYTES + ((k // 8) * 64) % STACK_BYTES
                else:
                    yield VA_HEAP + (k * 64) % self.heap
            elif self.kind == "rand":
                if self.rnd() % 8 == 0:
                    yield VA_MMAP + (self.rnd() % (self.mmap // 8)) * 8
                else:
                    yield VA_HEAP + (self.rnd() % (self.heap // 8)) * 8
            elif self.kind == "zipf":
                obj = (self.zipf() * 40503) % self.nobj
                yield VA_HEAP + obj * 4096 + (self.rnd() % 512) * 8
            elif self.kind == "stride":
                if k % 4 == 3:
                    yield VA_STACK_TOP - 8 - ((k // 4) % 512) * 8
                else:
                    yield VA_HEAP + (k * self.stride) % self.heap
            else:  # phase
                if k < self.n // 2:
                    yield VA_HEAP + (self.rnd() % (self.heap // 32)) * 8
                else:
                    yield VA_HEAP + (k * 64) % self.heap


def simulate(kind, gran, conf, seed, tlb_entries=1024):
    shift, levels = GRANULES[gran]
    tlb = OrderedDict()
    pages = set()
    misses = 0
    quantum = conf.get("quantum", 0)
    for i, va in enumerate(Stream(kind, conf, seed)):
        if quantum and i and i % quantum == 0 and not conf.get("asid"):
            tlb.clear()
        vpn = va >> shift
        if vpn in tlb:
            tlb.move_to_end(vpn)
            continue
        misses += 1
        pages.add(vpn)
        tlb[vpn] = True
        if len(tlb) > tlb_entries:
            tlb.popitem(last=False)
    n = conf["accesses"]
    return {
        "seed": seed, "workload": kind, "granule": gran, "accesses": n,
        "misses": misses, "refs": misses * levels,
        "mpka": round(1000.0 * misses / n, 3),
        "resident_kib": (len(pages) << shift) >> 10,
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", default="conf/experiment-quick.conf")
    ap.add_argument("--tlb", type=int, default=1024, help="TLB entries")
    ap.add_argument("--csv", help="write the rows here")
    args = ap.parse_args(argv)
    conf = confio.read_experiment(args.config)
    rows = []
    for seed in conf["seeds"]:
        for wl in conf["workloads"]:
            for g in conf["granules"]:
                rows.append(simulate(wl, g, conf, seed, args.tlb))
                r = rows[-1]
                print(f"{seed:4d} {wl:7s} {g:4s} mpka={r['mpka']:9.3f} "
                      f"refs/walk={r['refs'] / max(r['misses'], 1):.2f}")
    if args.csv:
        with open(args.csv, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
            w.writeheader()
            w.writerows(rows)


if __name__ == "__main__":
    main()
