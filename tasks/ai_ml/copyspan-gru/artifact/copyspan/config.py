"""Configuration files.

A config is a YAML mapping. The special key ``_base_`` (a path or a list of paths, relative to
the file that names them) pulls in other configs first; keys in the file itself win over its
bases, and later bases win over earlier ones. Mappings are merged recursively, everything else is
replaced. A value of ``_delete_: true`` inside a mapping drops what the bases had there.

Command-line overrides (``--opts train.epochs=3 model.hidden=64``) are applied last; their values
are parsed as YAML, so ``--opts optim.lr=0.003`` gives a float and ``data.source=local`` a string.
"""
import copy
import io
import os

import yaml

BASE_KEY = "_base_"
DELETE_KEY = "_delete_"


class Config(dict):
    """A dict with attribute access (``cfg.train.epochs``); nested dicts become Configs.

    Pickled into checkpoints together with the weights, so keep the class importable under this
    name (``copyspan.config.Config``).
    """

    def __init__(self, *args, **kwargs):
        super(Config, self).__init__(*args, **kwargs)
        for k, v in list(self.items()):
            self[k] = _wrap(v)

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError:
            raise AttributeError("config has no key '%s' (keys: %s)" % (key, ", ".join(sorted(self))))

    def __setattr__(self, key, value):
        self[key] = _wrap(value)

    def __delattr__(self, key):
        del self[key]

    def __deepcopy__(self, memo):
        return Config(copy.deepcopy(dict(self), memo))

    def get_path(self, dotted, default=None):
        node = self
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                return default
            node = node[part]
        return node

    def set_path(self, dotted, value):
        parts = dotted.split(".")
        node = self
        for part in parts[:-1]:
            if part not in node or not isinstance(node[part], dict):
                node[part] = Config()
            node = node[part]
        node[parts[-1]] = _wrap(value)

    def to_dict(self):
        return _unwrap(self)

    def dump(self):
        buf = io.StringIO()
        yaml.safe_dump(self.to_dict(), buf, default_flow_style=False, sort_keys=True)
        return buf.getvalue()


def _wrap(v):
    if isinstance(v, Config):
        return v
    if isinstance(v, dict):
        return Config(v)
    if isinstance(v, list):
        return [_wrap(x) for x in v]
    return v


def _unwrap(v):
    if isinstance(v, dict):
        return {k: _unwrap(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_unwrap(x) for x in v]
    return v


def merge(base, override):
    """Recursive merge of ``override`` into a copy of ``base``."""
    out = copy.deepcopy(dict(base))
    for k, v in override.items():
        if isinstance(v, dict) and v.get(DELETE_KEY):
            v = {kk: vv for kk, vv in v.items() if kk != DELETE_KEY}
            out[k] = copy.deepcopy(v)
        elif isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = copy.deepcopy(v)
    return out


def _read_yaml(path):
    with open(path) as f:
        data = yaml.safe_load(f)
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ValueError("%s: a config must be a mapping, got %s" % (path, type(data).__name__))
    return data


def load_raw(path, _seen=None):
    path = os.path.abspath(os.path.expanduser(path))
    seen = set(_seen or ())
    if path in seen:
        raise ValueError("config inheritance cycle through %s" % path)
    seen.add(path)
    data = _read_yaml(path)
    bases = data.pop(BASE_KEY, [])
    if isinstance(bases, str):
        bases = [bases]
    merged = {}
    for b in bases:
        bpath = b if os.path.isabs(b) else os.path.join(os.path.dirname(path), b)
        merged = merge(merged, load_raw(bpath, seen))
    return merge(merged, data)


def parse_override(item):
    if "=" not in item:
        raise ValueError("override '%s' is not of the form key=value" % item)
    key, raw = item.split("=", 1)
    value = yaml.safe_load(raw) if raw != "" else ""
    return key.strip(), value


def load_config(path, overrides=()):
    cfg = Config(load_raw(path))
    for item in overrides or ():
        key, value = parse_override(item)
        cfg.set_path(key, value)
    cfg.setdefault("meta", Config())
    cfg.meta.config_path = os.path.relpath(os.path.abspath(path))
    cfg.meta.overrides = list(overrides or ())
    return cfg


def save_config(cfg, path):
    d = os.path.dirname(path)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(path, "w") as f:
        f.write(cfg.dump())
