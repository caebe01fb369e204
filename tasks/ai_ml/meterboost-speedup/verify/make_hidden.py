#!/usr/bin/env python3
"""Host only: make the hidden batches (verify/inputs/batches/{0,1,2}.csv, staged, unlabeled) and
the untouched starter's scores on them (verify/expected/batch_{0,1,2}.csv, never staged).

The rows come from the artifact's own reading model (data/make_readings.py: reading()), but every
draw is from PCG64 keyed by a SeedSequence of the 128-bit SECRET's four 32-bit words and the batch
index, and the ids are opaque random tokens from the same stream: no default_rng(seed) of the
public CLI reproduces them. Timed run r (DEPLOYBENCH_REPEAT) scores batches/(r mod 3).csv.

    python3 verify/make_hidden.py inputs              # host, any NumPy
    docker run --rm -v $PWD/artifact:/a -v $PWD/verify:/v -w /a IMAGE \
        python3 /v/make_hidden.py expected            # the starter's scores, in the task image
"""
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ART = os.path.join(os.path.dirname(HERE), "artifact")
SECRET = 174671586031412702953835527204732857104  # 128 bits, this file only
N_BATCHES, N_ROWS = 3, 20000


def make_inputs():
    sys.path.insert(0, os.path.join(ART, "data"))
    import make_readings as mr

    os.makedirs(os.path.join(HERE, "inputs", "batches"), exist_ok=True)
    words = [(SECRET >> (32 * i)) & 0xFFFFFFFF for i in range(4)]
    for r in range(N_BATCHES):
        rng = np.random.Generator(np.random.PCG64(np.random.SeedSequence(words + [r])))
        labels = rng.choice(len(mr.CLASSES), size=N_ROWS, p=mr.PRIOR)
        rows = [mr.reading(rng, int(y)) for y in labels]
        ids = ["k" + rng.bytes(6).hex() for _ in range(N_ROWS)]
        out = os.path.join(HERE, "inputs", "batches", f"{r}.csv")
        mr.write(out, ids, rows)
        print(f"{out}: {N_ROWS} rows, conditions {np.bincount(labels, minlength=4).tolist()}")


def make_expected():
    sys.path.insert(0, ART if os.path.isdir(ART) else os.getcwd())
    from meterboost import config, features, io, predict
    from meterboost.ensemble import Ensemble

    os.makedirs(os.path.join(HERE, "expected"), exist_ok=True)
    cfg = config.load("configs/scoring.toml")
    assert cfg.scoring.engine == "python" and cfg.scoring.dtype == "float64", "the starter's settings"
    ens = Ensemble.load(cfg.model.path)
    for r in range(N_BATCHES):
        batch = io.load_batch(os.path.join(HERE, "inputs", "batches", f"{r}.csv"))
        P = predict.predict_proba(ens, features.feature_matrix(batch.raw))
        out = os.path.join(HERE, "expected", f"batch_{r}.csv")
        io.write_scores(out, batch.ids, P, cfg.output.decimals)
        print(f"{out}: {len(batch)} rows, labels {np.bincount(np.argmax(P, axis=1), minlength=4).tolist()}")


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "inputs"
    make_inputs() if what == "inputs" else make_expected()
