#!/usr/bin/env python3
"""Chain replication with group-commit WALs, simulated (no network).

A write enters at the head, is applied and logged by every node down the
chain and acknowledged by the tail; reads are served by the tail.  Each
node's WAL flushes once per window (in ticks), like kvqd.  A crash of a
middle node removes it from the chain (idealised reconfiguration: the
predecessor re-sends nothing, the chain simply shortens).
"""
import argparse


class ChainNode:
    def __init__(self, name, window):
        self.name = name
        self.window = window
        self.store = {}
        self.buf = []
        self.durable = []
        self.last_flush = 0
        self.flushes = 0

    def apply(self, tick, key, ver):
        if self.store.get(key, 0) >= ver:
            return
        self.store[key] = ver
        self.buf.append((key, ver))
        if tick - self.last_flush >= self.window:
            self.durable.extend(self.buf)
            self.buf = []
            self.flushes += 1
            self.last_flush = tick

    def crash(self):
        lost = len(self.buf)
        self.buf = []
        self.store = {}
        for k, v in self.durable:
            self.store[k] = max(self.store.get(k, 0), v)
        return lost


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("workload")
    ap.add_argument("--length", type=int, default=3)
    ap.add_argument("--window", type=int, default=20)
    ap.add_argument("--crash-at", type=int, default=500)
    ap.add_argument("--crash", type=int, default=1, help="position in the chain")
    a = ap.parse_args()

    chain = [ChainNode("c%d" % i, a.window) for i in range(a.length)]
    msgs = lost = stale = 0
    acked = {}
    idx = 0
    with open(a.workload) as fh:
        for line in fh:
            if line.startswith("#") or not line.strip():
                continue
            parts = line.split()
            if idx == a.crash_at and a.crash < len(chain):
                lost += chain[a.crash].crash()
                del chain[a.crash]
            if parts[0] == "P":
                for node in chain:
                    node.apply(idx, parts[1], idx + 1)
                msgs += 2 * (len(chain) - 1)
                acked[parts[1]] = idx + 1
            else:
                if chain[-1].store.get(parts[1], 0) < acked.get(parts[1], 0):
                    stale += 1
            idx += 1
    print("ops %d, chain messages %d, WAL records lost %d, stale tail reads %d, flushes %s"
          % (idx, msgs, lost, stale, [n.flushes for n in chain]))


if __name__ == "__main__":
    main()
