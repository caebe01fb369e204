"""Quick self-test: `python3 -m meterboost.selftest` (make smoke).

Loads the model, scores the first rows of the dev batch with the configured engine and checks
that the probabilities are finite and sum to one, and that a row walked by hand through the first
tree reaches a leaf. It does not compare engines (tools/bench_engines.py does that).
"""
import math
import sys

from . import config, features, io, predict
from .ensemble import Ensemble


def main(path="data/dev_batch.csv", n=200):
    cfg = config.load("configs/scoring.toml")
    ens = Ensemble.load(cfg.model.path)
    batch = io.load_batch(path)
    X = features.feature_matrix(batch.raw[:n], cfg.scoring.dtype)
    P = predict.predict_proba(ens, X, engine=cfg.scoring.engine, batch_size=cfg.scoring.batch_size)
    problems = 0
    for i, p in enumerate(P):
        if not all(math.isfinite(v) for v in p) or abs(sum(p) - 1.0) > 1e-9:
            print(f"row {i}: bad probabilities {p}", file=sys.stderr)
            problems += 1
    leaf = predict.walk(ens.trees[0], X[0].tolist())
    if not math.isfinite(leaf):
        problems += 1
    print(f"selftest: model {ens.summary()}, {len(P)} rows scored with engine {cfg.scoring.engine!r}: "
          + ("OK" if not problems else f"{problems} problems"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:2]))
