#!/usr/bin/env python3
"""Regenerate the sample traces in traces/ (data generator, seeded)."""
import os

M64 = (1 << 64) - 1
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class XorShift:
    def __init__(self, seed):
        self.x = ((seed * 0x9E3779B97F4A7C15) & M64) ^ 0xD1B54A32D192ED03

    def next(self):
        x = self.x
        x ^= x >> 12
        x ^= (x << 25) & M64
        x ^= x >> 27
        self.x = x
        return (x * 0x2545F4914F6CDD1D) & M64

    def below(self, n):
        return self.next() % n


def sample_trace(path, keys=2000, ops=5000, seed=11):
    r = XorShift(seed)
    hot = keys // 10
    with open(path, "w") as fh:
        fh.write("# lfstrace v1 keys=%d workload=hotcold seed=%d\n" % (keys, seed))
        for _ in range(ops):
            k = r.below(hot) if r.below(100) < 90 else hot + r.below(keys - hot)
            fh.write(("D,%d\n" if r.below(200) == 0 else "P,%d\n") % k)


def sample_msr(path, lines=3000, seed=12):
    r = XorShift(seed)
    t = 128166372000000000
    with open(path, "w") as fh:
        fh.write("Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime\n")
        for _ in range(lines):
            t += 1000 + r.below(200000)
            typ = "Write" if r.below(100) < 70 else "Read"
            blk = r.below(4000) if r.below(100) < 80 else r.below(400000)
            size = 4096 * (1 + r.below(8)) if r.below(100) < 90 else 512 * (1 + r.below(2048))
            fh.write("%d,src1,0,%s,%d,%d,%d\n" % (t, typ, blk * 4096, size, 100 + r.below(5000)))


if __name__ == "__main__":
    os.makedirs(os.path.join(ROOT, "traces"), exist_ok=True)
    sample_trace(os.path.join(ROOT, "traces", "sample.trace"))
    sample_msr(os.path.join(ROOT, "traces", "sample-msr.csv"))
