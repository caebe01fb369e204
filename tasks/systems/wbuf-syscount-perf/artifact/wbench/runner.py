"""Run wbuf-bench for one (workload, policy) cell under a backend.

Every cell is run `repeat` times.  The system-call counts of a cell are
deterministic (the benchmark is single-threaded and its workload seeded),
so the runner insists that all repetitions agree and keeps one copy; the
elapsed time is averaged.  The fixed overhead of the benchmark process
(start-up, printing its summary) is measured once per workload with the
`null` policy and subtracted.
"""
import os
import re
import sys

from . import SYNC_FAMILY, WRITE_FAMILY
from .backends import BackendError

SUMMARY = re.compile(r"wbuf-bench (.*)$", re.M)


def parse_summary(stdout):
    m = SUMMARY.search(stdout or "")
    if not m:
        raise BackendError("no summary line in wbuf-bench output: %r" % (stdout or "")[-200:])
    out = {}
    for tok in m.group(1).split():
        k, _, v = tok.partition("=")
        out[k] = int(v) if v.isdigit() else v
    return out


def fold(counts):
    """Per-syscall counts -> (write-family calls, sync calls)."""
    w = sum(v for k, v in counts.items() if k in WRITE_FAMILY)
    s = sum(v for k, v in counts.items() if k in SYNC_FAMILY)
    return w, s


class Runner:
    def __init__(self, cfg, backend, raw_dir=None, log=sys.stderr):
        self.cfg = cfg
        self.backend = backend
        self.raw_dir = raw_dir
        self.log = log
        self._baseline = {}
        os.makedirs(cfg.scratch_dir, exist_ok=True)
        if raw_dir:
            os.makedirs(raw_dir, exist_ok=True)

    def argv(self, wl, policy):
        a = [self.cfg.bench, "-p", policy, "-w", wl.dist, "-n", str(wl.records),
             "-s", str(wl.seed), "-k", str(wl.sync_every), "-d", self.cfg.scratch_dir]
        if wl.fixed_size:
            a += ["-f", str(wl.fixed_size)]
        return a

    def _raw(self, wl, policy, rep):
        if not (self.raw_dir and self.cfg.keep_raw):
            return None
        return os.path.join(self.raw_dir, "%s-%s-%d.%s" % (wl.name, policy, rep, self.backend.name))

    def run_once(self, wl, policy, rep=0):
        counts, stdout = self.backend.measure(self.argv(wl, policy), self._raw(wl, policy, rep))
        return counts, parse_summary(stdout)

    def baseline(self, wl):
        if not self.cfg.subtract_baseline:
            return {}
        if wl.name not in self._baseline:
            counts, _ = self.run_once(wl, "null")
            self._baseline[wl.name] = counts
        return self._baseline[wl.name]

    def cell(self, wl, policy):
        base = self.baseline(wl)
        seen, times, summary = None, [], None
        for rep in range(max(1, self.cfg.repeat)):
            counts, summary = self.run_once(wl, policy, rep)
            net = {k: counts.get(k, 0) - base.get(k, 0) for k in set(counts) | set(base)}
            if seen is None:
                seen = net
            elif net != seen:
                print("warning: %s/%s: counts differ between repetitions: %s vs %s"
                      % (wl.name, policy, seen, net), file=self.log)
            times.append(summary["elapsed_ns"])
        writes, syncs = fold(seen)
        return {
            "workload": wl.name,
            "dist": wl.dist,
            "policy": policy,
            "records": summary["records"],
            "bytes": summary["bytes"],
            "commits": summary["commits"],
            "syscalls": {k: v for k, v in sorted(seen.items()) if v},
            "writes": writes,
            "syncs": syncs,
            "elapsed_ns": times,
        }
