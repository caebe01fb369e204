"""Workload description files (workloads/*.yaml) and their compilation to
the kernel's command line (see docs/WDL.md).

A workload names its threads, their tickets, which threads are runnable at
the start and the join/leave events. An event's `at` is a quantum: an
integer is absolute, `a:b` is the fraction a/b of the run (computed as
quanta // b * a, like the kernel's built-in workload), `p%` a percentage.
"""
import os
import re

try:
    from ruamel.yaml import YAML

    def _load(fh):
        return YAML(typ="safe", pure=True).load(fh)
except ImportError:  # PyYAML reads the same files
    import yaml

    def _load(fh):
        return yaml.safe_load(fh)

MAXT = 8
RATIO = re.compile(r"^\s*(\d+)\s*:\s*(\d+)\s*$")
PERCENT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*%\s*$")


class WorkloadError(ValueError):
    pass


def resolve_at(value, quanta):
    """The quantum an event happens at."""
    if isinstance(value, bool):
        raise WorkloadError("at: %r is not a quantum" % (value,))
    if isinstance(value, int):
        q = value
    elif isinstance(value, str) and RATIO.match(value):
        a, b = (int(x) for x in RATIO.match(value).groups())
        if b == 0:
            raise WorkloadError("at: %r divides by zero" % value)
        q = quanta // b * a
    elif isinstance(value, str) and PERCENT.match(value):
        q = int(quanta * float(PERCENT.match(value).group(1)) / 100)
    else:
        raise WorkloadError("at: %r is neither a quantum, a:b nor p%%" % (value,))
    if not 0 <= q < quanta:
        raise WorkloadError("at: %r is outside the run (%d quanta)" % (value, quanta))
    return q


def load(path):
    with open(path) as fh:
        doc = _load(fh)
    if not isinstance(doc, dict):
        raise WorkloadError("%s: not a mapping" % path)
    doc.setdefault("name", os.path.splitext(os.path.basename(path))[0])
    return doc


def compile_workload(doc, quanta):
    """The kernel command-line words of workload `doc` for a run of `quanta`."""
    n = int(doc.get("threads", 6))
    if not 1 <= n <= MAXT:
        raise WorkloadError("threads: %d (1..%d)" % (n, MAXT))
    tickets = doc.get("tickets", "seeded")
    if tickets == "seeded":
        tk = [0] * n
    else:
        tk = [int(t) for t in tickets]
        if len(tk) != n or min(tk) <= 0:
            raise WorkloadError("tickets: need %d positive values" % n)
    start = doc.get("start", list(range(n)))
    mask = 0
    for i in start:
        if not 0 <= int(i) < n:
            raise WorkloadError("start: thread %r does not exist" % (i,))
        mask |= 1 << int(i)
    io = [0] * n
    for i, v in (doc.get("io") or {}).items():
        io[int(i)] = int(v)
    events = []
    for ev in doc.get("events") or []:
        at = resolve_at(ev.get("at"), quanta)
        if "join" in ev:
            events.append("j%d@%d" % (int(ev["join"]), at))
        elif "leave" in ev:
            events.append("l%d@%d" % (int(ev["leave"]), at))
        else:
            raise WorkloadError("event %r: neither join nor leave" % (ev,))
    words = ["threads=%d" % n, "start=0x%x" % mask]
    if any(tk):
        words.append("tk=" + ",".join(str(t) for t in tk))
    if any(io):
        words.append("io=" + ",".join(str(v) for v in io))
    # the kernel falls back to its built-in workload without ev=
    words.append("ev=" + (",".join(events) if events else "j0@0"))
    return " ".join(words)


def describe(doc, quanta):
    """One line for the driver's log."""
    return "%s: %s" % (doc.get("name"), compile_workload(doc, quanta))


if __name__ == "__main__":
    import sys
    for p in sys.argv[2:]:
        print(describe(load(p), int(sys.argv[1])))
