"""Tiny reader for the KEY = value files in conf/ (shared with make)."""


def read_conf(path):
    out = {}
    with open(path) as fh:
        for raw in fh:
            line = raw.split("#", 1)[0].strip()
            if not line or "=" not in line:
                continue
            key, val = line.split("=", 1)
            out[key.strip()] = val.strip()
    return out


def experiment(path):
    c = read_conf(path)
    return {
        "seeds": [int(s) for s in c.get("seeds", "1").split()],
        "ntasks": int(c.get("ntasks", 6)),
        "nres": int(c.get("nres", 2)),
        "util": int(c.get("util", 85)),
        "horizon": int(c.get("horizon", 3000)),
        "protos": c.get("protos", "none,pip,pcp"),
    }
