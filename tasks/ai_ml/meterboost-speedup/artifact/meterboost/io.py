"""Reading batches of meter-day rows and writing score tables.

A batch is a CSV file (docs/data_format.md): an `id` column, the raw fields of
meterboost.schema.RAW_FIELDS in any order, optionally a `condition` column (training batches).
An empty field is a missing measurement (NaN).
"""
import csv
import os
from dataclasses import dataclass

import numpy as np

from . import schema


@dataclass
class Batch:
    ids: list
    raw: np.ndarray          # (n, len(RAW_FIELDS)) float64, NaN = missing
    labels: np.ndarray = None  # (n,) int class index, or None

    def __len__(self):
        return len(self.ids)


def _cell(text):
    text = text.strip()
    if not text or text.lower() in ("na", "nan", "null"):
        return float("nan")
    return float(text)


def load_batch(path):
    """Read a batch CSV. Unknown columns are ignored; a missing raw field is an error."""
    with open(path, newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        col = {name: i for i, name in enumerate(header)}
        missing = [name for name in ("id", *schema.RAW_FIELDS) if name not in col]
        if missing:
            raise ValueError(f"{path}: missing columns {missing}")
        idx = [col[name] for name in schema.RAW_FIELDS]
        lab = col.get("condition")
        ids, rows, labels = [], [], []
        for line in reader:
            if not line:
                continue
            rid = line[col["id"]]
            if rid in ids:
                raise ValueError(f"{path}: duplicate id {rid!r}")
            ids.append(rid)
            rows.append([_cell(line[i]) for i in idx])
            if lab is not None:
                labels.append(schema.CLASSES.index(line[lab]))
    raw = np.array(rows, dtype=np.float64).reshape(len(rows), len(schema.RAW_FIELDS))
    return Batch(ids, raw, np.array(labels, dtype=np.int64) if lab is not None else None)


def write_scores(path, ids, proba, decimals=9):
    """id, label (the most probable condition), then one probability column per condition."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["id", "label", *[f"p_{c}" for c in schema.CLASSES]])
        for rid, p in zip(ids, proba):
            k = max(range(len(p)), key=lambda j: p[j])
            w.writerow([rid, schema.CLASSES[k], *[f"{float(v):.{decimals}f}" for v in p]])


def read_scores(path):
    """The inverse of write_scores: {id: (label, [p...])}."""
    out = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            out[row["id"]] = (row["label"], [float(row[f"p_{c}"]) for c in schema.CLASSES])
    return out
