"""Fault schedules (faults/*.yaml).

A schedule is a list of phases.  Each phase first applies its faults, in
order, then runs the next `ops` operations of the workload:

    phases:
      - name: steady
        ops: 500
      - name: crash
        faults: [crash n2]
        ops: 500

Faults: `crash NODE` (SIGKILL, then every live node is told NODE is down)
and `restart NODE` (the node restarts from its WAL, learns the live set,
then every live node is told NODE is up and hands over its hints).

Table 3 draws its schedules at random (harness/schedgen.py) instead of
reading them from a file.
"""
import yaml


class Fault:
    KINDS = ("crash", "restart")

    def __init__(self, text):
        parts = text.split()
        if len(parts) != 2 or parts[0] not in self.KINDS:
            raise ValueError("bad fault %r (want 'crash NODE' or 'restart NODE')" % text)
        self.kind, self.node = parts

    def __repr__(self):
        return "%s %s" % (self.kind, self.node)


class Phase:
    def __init__(self, spec):
        self.name = spec["name"]
        self.ops = int(spec["ops"])
        self.faults = [Fault(f) for f in spec.get("faults", []) or []]


class Schedule:
    def __init__(self, doc, name=None):
        self.name = doc.get("name", name)
        self.description = doc.get("description", "")
        self.phases = [Phase(p) for p in doc["phases"]]
        self.audit = bool(doc.get("audit", True))

    @classmethod
    def load(cls, path):
        with open(path) as fh:
            return cls(yaml.safe_load(fh), name=path)

    @property
    def total_ops(self):
        return sum(p.ops for p in self.phases)

    def validate(self, cfg):
        down = set()
        for p in self.phases:
            for f in p.faults:
                cfg.node(f.node)
                if f.kind == "crash":
                    if f.node in down:
                        raise ValueError("phase %s: %s is already down" % (p.name, f.node))
                    down.add(f.node)
                else:
                    if f.node not in down:
                        raise ValueError("phase %s: %s is not down" % (p.name, f.node))
                    down.discard(f.node)
        return True
