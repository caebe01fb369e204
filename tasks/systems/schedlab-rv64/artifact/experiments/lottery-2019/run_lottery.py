#!/usr/bin/env python3
"""2019 lab: CPU share of interactive vs batch jobs under lottery/stride.

Boots the kernel once per seed with experiments/lottery-2019/lottery.conf
and reports, per policy, how much CPU each class received in the first
500 ms.  Uses the record format of the 2019 kernel (no lvl= field).
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
import qemu_common as qc  # noqa: E402

REC2019 = re.compile(r"^R (\w+) pid=(\d+) cls=(\w) arr=(\d+) first=(\d+) done=(\d+) cpu=(\d+) sw=(\d+)$")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, nargs="*")
    a = ap.parse_args()
    exp = qc.read_experiment(os.path.join(HERE, "lottery.conf"))
    machine = qc.read_kv(os.path.join(qc.ROOT, "conf", "machine.conf"))
    seeds = a.seeds or exp["seeds"]
    os.makedirs(os.path.join(HERE, "out"), exist_ok=True)
    share = {}
    for seed in seeds:
        log = os.path.join(HERE, "out", "lottery-%d.log" % seed)
        qc.boot(qc.qemu_command(machine, qc.KERNEL, qc.bootargs_for(exp, seed)), log, 120)
        for line in open(log, errors="replace"):
            m = REC2019.match(line.strip())
            if not m:
                continue
            pol, cls, cpu = m.group(1), m.group(3), int(m.group(7))
            share.setdefault(pol, {}).setdefault(cls, 0)
            share[pol][cls] += cpu
    for pol, by in sorted(share.items()):
        tot = sum(by.values()) or 1
        print(pol, {k: round(v / tot, 3) for k, v in by.items()})
    if not share:
        print("no records found (kernel record format changed?)")


if __name__ == "__main__":
    main()
