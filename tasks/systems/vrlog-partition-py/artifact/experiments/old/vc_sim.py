"""Simulator of the 0.4 view-change protocol (not the protocol of the paper).

In a view v the primary is node (v mod n) + 1.  Backups that hear nothing
from the primary for `primary_timeout` ticks send StartViewChange(v+1); a
node that collects a majority of StartViewChange for v+1 sends DoViewChange
with its log to the new primary, which picks the log with the highest
(last normal view, length), installs it and sends StartView.

    python3 experiments/old/vc_sim.py scenarios/table2/s3_minority_partition.fs
"""
import argparse
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from harness import faults  # noqa: E402

NORMAL, VIEW_CHANGE = "normal", "view-change"


class Replica(object):

    def __init__(self, rid, n, primary_timeout):
        self.id = rid
        self.n = n
        self.view = 0
        self.last_normal = 0
        self.status = NORMAL
        self.log = []
        self.commit = 0
        self.timer = 0
        self.timeout = primary_timeout + rid      # staggered, deterministic
        self.svc = {}
        self.dvc = {}
        self.acks = {}
        self.out = []

    def primary(self, view=None):
        return ((self.view if view is None else view) % self.n) + 1

    def quorum(self):
        return self.n // 2 + 1

    def send(self, dst, kind, **kw):
        m = {"kind": kind, "src": self.id, "dst": dst, "view": self.view}
        m.update(kw)
        self.out.append(m)

    def broadcast(self, kind, **kw):
        for d in range(1, self.n + 1):
            if d != self.id:
                self.send(d, kind, **kw)

    def tick(self):
        self.timer += 1
        if self.status == NORMAL and self.primary() == self.id:
            if self.timer >= 3:
                self.timer = 0
                self.broadcast("Prepare", start=0, entries=list(self.log), commit=self.commit)
            return
        if self.timer >= self.timeout:
            self.timer = 0
            self.start_view_change(self.view + 1)

    def start_view_change(self, v):
        self.view = v
        self.status = VIEW_CHANGE
        self.svc.setdefault(v, set()).add(self.id)
        self.broadcast("StartViewChange")

    def request(self, op):
        if self.status != NORMAL or self.primary() != self.id:
            return False
        self.log.append([self.view, op])
        self.acks[len(self.log)] = {self.id}
        return True

    def receive(self, m):
        if m["view"] < self.view:
            return
        if m["view"] > self.view and m["kind"] in ("Prepare", "StartView"):
            self.view = m["view"]
            self.status = NORMAL
        getattr(self, "on_" + m["kind"])(m)

    def on_Prepare(self, m):
        self.timer = 0
        self.log = [list(e) for e in m["entries"]]
        self.commit = max(self.commit, min(m["commit"], len(self.log)))
        self.send(m["src"], "PrepareOk", length=len(self.log))

    def on_PrepareOk(self, m):
        if self.primary() != self.id:
            return
        for i in range(1, m["length"] + 1):
            self.acks.setdefault(i, {self.id}).add(m["src"])
        while self.commit < len(self.log) and len(self.acks.get(self.commit + 1, ())) >= self.quorum():
            self.commit += 1

    def on_StartViewChange(self, m):
        v = m["view"]
        if v > self.view:
            self.start_view_change(v)
        s = self.svc.setdefault(v, set())
        s.add(m["src"])
        if len(s) >= self.quorum() and self.status == VIEW_CHANGE:
            self.send(self.primary(v), "DoViewChange", log=list(self.log),
                      last_normal=self.last_normal, commit=self.commit)
            if self.primary(v) == self.id:
                self.on_DoViewChange({"kind": "DoViewChange", "src": self.id, "view": v,
                                      "log": list(self.log), "last_normal": self.last_normal,
                                      "commit": self.commit})

    def on_DoViewChange(self, m):
        d = self.dvc.setdefault(m["view"], {})
        d[m["src"]] = m
        if len(d) >= self.quorum() and self.status == VIEW_CHANGE:
            best = max(d.values(), key=lambda x: (x["last_normal"], len(x["log"])))
            self.log = [list(e) for e in best["log"]]
            self.commit = max(x["commit"] for x in d.values())
            self.status = NORMAL
            self.last_normal = self.view
            self.timer = 0
            self.acks = {i: {self.id} for i in range(1, len(self.log) + 1)}
            self.broadcast("StartView", log=list(self.log), commit=self.commit)

    def on_StartView(self, m):
        self.log = [list(e) for e in m["log"]]
        self.commit = m["commit"]
        self.status = NORMAL
        self.last_normal = m["view"]
        self.timer = 0


def simulate(script, n, primary_timeout):
    reps = {i: Replica(i, n, primary_timeout) for i in range(1, n + 1)}
    down, groups, wire, pending = set(), None, [], []
    counts, views, nxt = {}, 0, 0

    def grp(x):
        if groups is None:
            return 0
        for gi, g in enumerate(groups):
            if x in g:
                return gi
        return -1 - x

    for t in range(script.ticks):
        for ev in script.at(t):
            if ev.kind == "submit":
                pending += ["c%d" % (nxt + i) for i in range(ev.arg)]
                nxt += ev.arg
            elif ev.kind == "partition":
                groups = ev.arg
            elif ev.kind == "heal":
                groups = None
            elif ev.kind == "crash":
                down.add(ev.arg)
            elif ev.kind == "restart":
                down.discard(ev.arg)
        inbox = {i: [] for i in reps}
        for m in wire:
            if m["dst"] not in down and grp(m["src"]) == grp(m["dst"]):
                inbox[m["dst"]].append(m)
        wire = []
        for i in sorted(reps):
            if i in down:
                continue
            r = reps[i]
            before = r.view
            for m in inbox[i]:
                r.receive(m)
            r.tick()
            while pending and r.request(pending[0]):
                pending.pop(0)
            if r.view != before:
                views += 1
            for m in r.out:
                counts[m["kind"]] = counts.get(m["kind"], 0) + 1
            wire += r.out
            r.out = []
    live = [reps[i] for i in sorted(reps) if i not in down]
    best = max(live, key=lambda r: r.commit)
    h = hashlib.sha256("".join("%d:%s\n" % tuple(e) for e in best.log[:best.commit]).encode())
    return {"scenario": script.name, "view_changes": views,
            "final_view": max(r.view for r in live), "committed": best.commit,
            "msgs": counts, "digest": h.hexdigest()[:16]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("scripts", nargs="+")
    ap.add_argument("-n", type=int, default=5)
    ap.add_argument("--primary-timeout", type=int, default=12)
    args = ap.parse_args()
    for path in args.scripts:
        s = faults.load(path, list(range(1, args.n + 1)))
        print(json.dumps(simulate(s, args.n, args.primary_timeout), sort_keys=True))


if __name__ == "__main__":
    main()
