"""Temperature scaling of the ensemble's raw scores (paper.md, section 5; not used in production).

Fits one temperature T on a labeled calibration batch so that softmax(raw / T) minimises the
log-loss (golden-section search over log T). The production scorer does not apply it: the
released model's reliability diagram (docs/CHANGELOG.md, 1.1.0) was judged good enough.

    python3 -m meterboost.calibrate --input data/calib.csv
"""
import argparse
import math

import numpy as np

from . import config, features, io, metrics, predict
from .ensemble import Ensemble


def raw_matrix(ens, X):
    return np.array([predict.raw_scores_row(ens, x) for x in X.tolist()])


def _softmax(z):
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def fit_temperature(raw, y, lo=-2.0, hi=2.0, iters=40):
    phi = (math.sqrt(5) - 1) / 2
    f = lambda lt: metrics.log_loss(y, _softmax(raw / math.exp(lt)))  # noqa: E731
    a, b = lo, hi
    c, d = b - phi * (b - a), a + phi * (b - a)
    fc, fd = f(c), f(d)
    for _ in range(iters):
        if fc < fd:
            b, d, fd = d, c, fc
            c = b - phi * (b - a)
            fc = f(c)
        else:
            a, c, fc = c, d, fd
            d = a + phi * (b - a)
            fd = f(d)
    return math.exp((a + b) / 2)


def main(argv=None):
    ap = argparse.ArgumentParser(description="fit a softmax temperature on a labeled batch")
    ap.add_argument("--config", default="configs/scoring.toml")
    ap.add_argument("--input", required=True)
    a = ap.parse_args(argv)
    cfg = config.load(a.config)
    ens = Ensemble.load(cfg.model.path)
    batch = io.load_batch(a.input)
    if batch.labels is None:
        raise SystemExit("calibration needs a condition column")
    raw = raw_matrix(ens, features.feature_matrix(batch.raw))
    T = fit_temperature(raw, batch.labels)
    before = metrics.log_loss(batch.labels, _softmax(raw))
    after = metrics.log_loss(batch.labels, _softmax(raw / T))
    print(f"temperature {T:.4f}: log-loss {before:.4f} -> {after:.4f}")


if __name__ == "__main__":
    main()
