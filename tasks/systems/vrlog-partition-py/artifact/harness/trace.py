"""Optional per-tick trace of a run (JSON lines), for debugging scripts.

Enabled by VRLOG_TRACE=DIR: the driver then writes DIR/<scenario>.jsonl with
one object per tick: the events applied, the believed leader, how many
messages were delivered and dropped, and each live node's status.

    VRLOG_TRACE=run/trace ./run_table2.sh --scripts scenarios/extra/e4_burst.fs --tag t
    python3 -m harness.trace run/trace/e4-burst.jsonl --from 55 --to 70
"""
import argparse
import json
import os
import re


class Tracer(object):

    def __init__(self, directory, scenario):
        self.fh = None
        if directory:
            os.makedirs(directory, exist_ok=True)
            safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", scenario)
            self.fh = open(os.path.join(directory, safe + ".jsonl"), "w")

    @classmethod
    def from_env(cls, scenario):
        return cls(os.environ.get("VRLOG_TRACE"), scenario)

    def tick(self, tick, events, leader, delivered, dropped, status):
        if self.fh is None:
            return
        rec = {"tick": tick, "events": events, "leader": leader,
               "delivered": delivered, "dropped": dropped,
               "nodes": {str(n): [s["role"][0], s["term"], s["commit"], s["last_index"]]
                         for n, s in sorted(status.items())}}
        self.fh.write(json.dumps(rec, separators=(",", ":")) + "\n")

    def close(self):
        if self.fh is not None:
            self.fh.close()
            self.fh = None


def show(path, lo=0, hi=None):
    with open(path) as fh:
        for line in fh:
            rec = json.loads(line)
            if rec["tick"] < lo or (hi is not None and rec["tick"] > hi):
                continue
            nodes = " ".join("%s:%s%d/%d" % (n, v[0], v[1], v[2]) for n, v in rec["nodes"].items())
            ev = ",".join("%s %s" % (e[0], e[1] if e[1] is not None else "") for e in rec["events"])
            print("%4d L=%-4s +%-3d -%-3d %s %s" % (rec["tick"], rec["leader"], rec["delivered"],
                                                  rec["dropped"], nodes, ev))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--from", dest="lo", type=int, default=0)
    ap.add_argument("--to", dest="hi", type=int, default=None)
    args = ap.parse_args()
    show(args.path, args.lo, args.hi)


if __name__ == "__main__":
    main()
