"""Evaluation rows, the results table (markdown and JSON) and the draft-table cache."""
import datetime
import json
import logging
import os

import numpy as np

from . import metrics
from .vendor.tabulate_lite import tabulate

log = logging.getLogger(__name__)

COLUMNS = [("variant", "Variant"), ("size_kb", "Size (KB)"), ("accuracy", "Acc."),
           ("macro_f1", "Macro-F1"), ("agreement", "Agree w/ fp32"), ("drift_mean", "|dz| mean"),
           ("drift_max", "|dz| max"), ("latency_ms", "ms/ex")]


def evaluate_logits(logits, labels, ref_logits, n_classes):
    pred = logits.argmax(axis=1)
    dmean, dmax = metrics.logit_drift(ref_logits, logits)
    return {
        "accuracy": round(metrics.accuracy(pred, labels), 4),
        "macro_f1": round(metrics.macro_f1(pred, labels, n_classes), 4),
        "agreement": round(metrics.agreement(ref_logits, logits), 4),
        "drift_mean": round(dmean, 4),
        "drift_max": round(dmax, 4),
        "ece": round(metrics.expected_calibration_error(logits, labels), 4),
        "n": int(len(labels)),
    }


def file_kb(path):
    return round(os.path.getsize(path) / 1024.0, 1)


def render_markdown(rows, title=None):
    headers = [h for _, h in COLUMNS]
    body = [[r.get(k, "") for k, _ in COLUMNS] for r in rows]
    text = tabulate(body, headers, floatfmt=".4f")
    return ("### %s\n\n" % title if title else "") + text + "\n"


def write_table(rows, out_dir, tag, meta=None):
    os.makedirs(out_dir, exist_ok=True)
    blob = {"tag": tag, "created": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "rows": rows, "meta": meta or {}}
    jpath = os.path.join(out_dir, "table_%s.json" % tag)
    with open(jpath, "w") as f:
        json.dump(blob, f, indent=2, default=_json_default)
    mpath = os.path.join(out_dir, "table_%s.md" % tag)
    with open(mpath, "w") as f:
        f.write(render_markdown(rows, title="Table 2 (%s)" % tag))
    return jpath, mpath


def _json_default(o):
    if isinstance(o, (np.integer,)):
        return int(o)
    if isinstance(o, (np.floating,)):
        return float(o)
    raise TypeError(type(o))


class DraftTable:
    """Rows of an earlier run, used to keep the notebook's table complete when a variant
    cannot be rebuilt on the current machine (e.g. a quantiser missing on binder)."""

    def __init__(self, path):
        self.path = path
        with open(path) as f:
            self.blob = json.load(f)
        self.rows = {r["variant"]: r for r in self.blob["rows"]}

    def row(self, variant):
        r = dict(self.rows[variant])
        log.info("using the draft row for %s from %s", variant, os.path.basename(self.path))
        return r
