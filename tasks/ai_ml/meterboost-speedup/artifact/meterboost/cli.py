"""Command line of the condition tagger.

    python3 -m meterboost.cli score --config configs/scoring.toml --input BATCH.csv [--out FILE]
    python3 -m meterboost.cli evaluate --config configs/scoring.toml --input LABELED.csv
    python3 -m meterboost.cli info --config configs/scoring.toml
"""
import argparse
import sys

import numpy as np

from . import config, features, io, metrics, predict, schema
from ._vendor.progress import Progress
from .ensemble import Ensemble
from .timing import Timings


def _score(cfg, batch, tm):
    with tm.stage("load model"):
        ens = Ensemble.load(cfg.model.path)
    with tm.stage("features"):
        X = features.feature_matrix(batch.raw, cfg.scoring.dtype)
    with tm.stage("ensemble"):
        bar = Progress(len(batch), "scoring") if cfg.scoring.progress else None
        P = predict.predict_proba(ens, X, engine=cfg.scoring.engine, batch_size=cfg.scoring.batch_size,
                                  n_jobs=cfg.scoring.n_jobs, progress=bar)
        if bar is not None:
            bar.close()
    return P


def cmd_score(a):
    cfg = config.load(a.config)
    tm = Timings(a.timings)
    with tm.stage("read batch"):
        batch = io.load_batch(a.input)
    P = _score(cfg, batch, tm)
    out = a.out or cfg.output.path
    with tm.stage("write"):
        io.write_scores(out, batch.ids, P, cfg.output.decimals)
    tm.report()
    counts = np.bincount(np.asarray(P).argmax(axis=1), minlength=len(schema.CLASSES))
    print(f"{out}: {len(batch)} rows; " + ", ".join(f"{c} {n}" for c, n in zip(schema.CLASSES, counts)))


def cmd_evaluate(a):
    cfg = config.load(a.config)
    batch = io.load_batch(a.input)
    if batch.labels is None:
        raise SystemExit(f"{a.input}: no condition column to evaluate against")
    P = np.asarray(_score(cfg, batch, Timings(False)))
    y = batch.labels
    print(f"rows {len(y)}  accuracy {metrics.accuracy(y, P):.4f}  macro-F1 {metrics.macro_f1(y, P):.4f}  "
          f"log-loss {metrics.log_loss(y, P):.4f}")
    k = schema.CLASSES.index("tamper")
    print(f"tamper recall at 90% precision: {metrics.recall_at_precision(y, P[:, k], k, 0.9):.4f}")
    M = metrics.confusion(y, P.argmax(axis=1), len(schema.CLASSES))
    print("confusion (rows: found condition, columns: predicted)")
    for c, row in zip(schema.CLASSES, M):
        print(f"  {c:<7s} " + " ".join(f"{v:6d}" for v in row))


def cmd_info(a):
    cfg = config.load(a.config)
    ens = Ensemble.load(cfg.model.path)
    print(f"model {cfg.model.path}: {ens.summary()}")
    print(f"trained with {ens.meta}")
    print(f"scoring: {cfg.scoring}")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="meterboost")
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("score", help="score a batch, write a score table")
    s.add_argument("--config", default="configs/scoring.toml")
    s.add_argument("--input", required=True)
    s.add_argument("--out")
    s.add_argument("--timings", action="store_true", help="print the time of each stage on stderr")
    s.set_defaults(fn=cmd_score)
    e = sub.add_parser("evaluate", help="accuracy, macro-F1, log-loss on a labeled batch")
    e.add_argument("--config", default="configs/scoring.toml")
    e.add_argument("--input", required=True)
    e.set_defaults(fn=cmd_evaluate)
    i = sub.add_parser("info", help="describe the model and the scoring settings")
    i.add_argument("--config", default="configs/scoring.toml")
    i.set_defaults(fn=cmd_info)
    a = ap.parse_args(argv)
    a.fn(a)


if __name__ == "__main__":
    sys.exit(main())
