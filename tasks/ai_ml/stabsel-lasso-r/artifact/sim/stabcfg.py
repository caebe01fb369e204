"""Reader for the flat YAML subset used by stabsel configs (standard library only).

The configs have top-level ``key: value`` lines and a ``scenarios:`` list whose entries are
one-line flow mappings (``- {name: ar05, n: 120, ...}``). R reads the same files with the
yaml package; this reader exists so that the simulator needs nothing beyond Python itself.
"""

SCENARIO_KEYS = {"name": str, "n": int, "p": int, "active": int, "rho": float, "snr": float,
                 "design": str, "block": int}
DEFAULTS = {"design": "ar1", "block": 10}


def _scalar(v):
    v = v.strip()
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
        return v[1:-1]
    return v


def _flow_mapping(body, lineno):
    out = {}
    for item in body.split(","):
        if not item.strip():
            continue
        if ":" not in item:
            raise ValueError("line %d: expected key: value in %r" % (lineno, item.strip()))
        k, v = item.split(":", 1)
        out[k.strip()] = _scalar(v)
    return out


def parse(text):
    cfg, scenarios = {}, []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        stripped = line.strip()
        if stripped.startswith("- {"):
            if not stripped.endswith("}"):
                raise ValueError("line %d: scenario entries must fit on one line" % lineno)
            scenarios.append(_flow_mapping(stripped[3:-1], lineno))
        elif ":" in line and not line.startswith(" "):
            k, v = line.split(":", 1)
            cfg[k.strip()] = _scalar(v)
        else:
            raise ValueError("line %d: unsupported syntax: %r" % (lineno, raw.rstrip()))
    cfg["scenarios"] = [typed_scenario(s) for s in scenarios]
    return cfg


def typed_scenario(sc):
    out = dict(DEFAULTS)
    for k, v in sc.items():
        if k not in SCENARIO_KEYS:
            raise ValueError("unknown scenario key %r in %r" % (k, sc.get("name", "?")))
        out[k] = SCENARIO_KEYS[k](v)
    missing = [k for k in ("name", "n", "p", "active", "rho", "snr") if k not in out]
    if missing:
        raise ValueError("scenario %r lacks %s" % (sc.get("name", "?"), ", ".join(missing)))
    return out


def read_config(path):
    with open(path) as f:
        return parse(f.read())
