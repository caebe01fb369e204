"""Configuration, paths and result tables."""
import json
import os
from pathlib import Path

import yaml

DEFAULT_CONFIG = "configs/default.yaml"


def repo_root(start=None):
    """The checkout's root: the first parent of `start` (default: cwd) holding configs/."""
    here = Path(start or os.getcwd()).resolve()
    for cand in [here] + list(here.parents):
        if (cand / "configs").is_dir() and (cand / "loadprof").is_dir():
            return cand
    return here


def load_config(path=None, root=None):
    """Read a YAML study configuration; relative paths in `data:` are taken from the repo root."""
    root = Path(root) if root else repo_root()
    path = Path(path or DEFAULT_CONFIG)
    if not path.is_absolute():
        path = root / path
    with open(path) as f:
        cfg = yaml.safe_load(f)
    for key, val in list(cfg.get("data", {}).items()):
        if isinstance(val, str) and not os.path.isabs(val):
            cfg["data"][key] = str(root / val)
    cfg["_root"] = str(root)
    cfg["_path"] = str(path)
    return cfg


def ensure_dir(path):
    path = Path(path)
    path.mkdir(parents=True, exist_ok=True)
    return path


def write_table(df, path, float_format="%.4f"):
    path = Path(path)
    ensure_dir(path.parent)
    df.to_csv(path, index=False, float_format=float_format)
    return path


def write_json(obj, path):
    path = Path(path)
    ensure_dir(path.parent)
    with open(path, "w") as f:
        json.dump(obj, f, indent=2, sort_keys=True, default=_jsonable)
    return path


def _jsonable(x):
    if hasattr(x, "item"):
        return x.item()
    if hasattr(x, "tolist"):
        return x.tolist()
    raise TypeError("not JSON serialisable: %r" % type(x))
