"""Helpers shared by the experiment scripts (not used by the Table 3 pipeline)."""
import copy
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from covis import config, db, ingest, logutil  # noqa: E402


def load_config(path, overrides=None):
    cfg = config.load(path)
    for dotted, value in (overrides or {}).items():
        sec, key = dotted.split(".", 1)
        cfg[sec][key] = value
    return cfg


def variant(cfg, **changes):
    """A copy of cfg with `section__key=value` changes applied."""
    out = copy.deepcopy(cfg)
    for k, v in changes.items():
        sec, key = k.split("__", 1)
        out[sec][key] = v
    return out


def dataset_id(conn, data_dir, name):
    ds, _ = ingest.ingest(conn, data_dir, name=name)
    return ds


def save(doc, path):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        json.dump(doc, f, indent=2, sort_keys=True)
        f.write("\n")
    print(f"wrote {path}")


__all__ = ["config", "db", "ingest", "logutil", "load_config", "variant", "dataset_id", "save"]
