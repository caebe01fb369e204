"""Readers for the two configuration files of the artifact.

conf/experiment.conf is ``key = value`` per line. ``seeds`` is a list of
integers, or ``random N``: N seeds drawn afresh for every run (the driver
records them in runs.csv and the logs). conf/machine.conf is shell-style
``KEY=VALUE`` (values may be quoted).
"""
import random
import shlex

SEED_BITS = 32

LIST_KEYS = {"seeds", "workloads", "granules"}
INT_KEYS = {"accesses", "quantum", "heap_kib", "stride", "asid", "pwc", "trace"}


def read_experiment(path):
    conf = {}
    with open(path) as fh:
        for lineno, raw in enumerate(fh, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if "=" not in line:
                raise ValueError(f"{path}:{lineno}: expected key = value")
            key, value = (s.strip() for s in line.split("=", 1))
            if key == "seeds" and value.split()[:1] == ["random"]:
                conf["seeds"] = draw_seeds(int(value.split()[1]))
            elif key in LIST_KEYS:
                items = [v for v in value.replace(",", " ").split() if v]
                conf[key] = [int(v, 0) for v in items] if key == "seeds" else items
            elif key in INT_KEYS:
                conf[key] = int(value, 0)
            else:
                conf[key] = value
    missing = {"seeds", "accesses", "workloads", "granules"} - conf.keys()
    if missing:
        raise ValueError(f"{path}: missing keys {sorted(missing)}")
    conf.setdefault("quantum", 0)
    conf.setdefault("heap_kib", 16384)
    conf.setdefault("stride", 4160)
    conf.setdefault("asid", 0)
    conf.setdefault("pwc", 1)
    return conf


def draw_seeds(n):
    rng = random.SystemRandom()
    seeds = []
    while len(seeds) < n:
        s = rng.randrange(1, 1 << SEED_BITS)
        if s not in seeds:
            seeds.append(s)
    return seeds


def read_machine(path):
    conf = {}
    with open(path) as fh:
        for raw in fh:
            line = raw.strip()
            if not line or line.startswith("#") or "=" not in line:
                continue
            key, value = line.split("=", 1)
            parts = shlex.split(value, comments=True)
            conf[key.strip()] = " ".join(parts)
    return conf
